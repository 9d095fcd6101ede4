"""benchmarks/mutation.py's own logic: reading mutmut's output, sampling, locating mutants, scoring."""

from __future__ import annotations

import argparse
import ast
import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("mutation_tool", ROOT / "benchmarks" / "mutation.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["mutation_tool"] = module
    spec.loader.exec_module(module)
    return module


tool = _load()
import mutation_equivalents  # noqa: E402  (beside the tool, which put its folder on sys.path)
import mutation_scratch as scratch  # noqa: E402
import mutation_smoke  # noqa: E402
import mutation_triage as triage  # noqa: E402

RESULTS = """\
    reference_engine.mtg.combat.x_recipients__mutmut_21: survived
    reference_engine.server.xǁSessionǁ__init____mutmut_2: not checked
    reference_engine.mtg.combat.x_recipients__mutmut_3: killed
    reference_engine.riftbound.x_play__mutmut_7: no tests
Some other line mutmut prints
"""



def test_results_are_read_by_name_and_status() -> None:
    statuses = scratch.parse_results(RESULTS)
    assert statuses == {
        "reference_engine.mtg.combat.x_recipients__mutmut_21": "survived",
        "reference_engine.server.xǁSessionǁ__init____mutmut_2": "not checked",
        "reference_engine.mtg.combat.x_recipients__mutmut_3": "killed",
        "reference_engine.riftbound.x_play__mutmut_7": "no tests",
    }


def test_the_sample_is_reproducible_and_the_right_size() -> None:
    names = [f"m.x_f__mutmut_{i}" for i in range(100)]
    first = tool.sample(names, 10, seed=1)
    assert len(first) == 10 and len(set(first)) == 10
    assert first == tool.sample(list(reversed(names)), 10, seed=1)
    assert first != tool.sample(names, 10, seed=2)
    assert tool.sample(names, None, seed=1) == sorted(names)


def test_a_mutant_name_gives_its_file_and_function() -> None:
    assert triage.module_file("reference_engine.mtg.combat.x_recipients__mutmut_21") == "reference_engine/mtg/combat.py"
    assert triage.function_name("reference_engine.mtg.combat.x_recipients__mutmut_21") == (None, "recipients")
    assert triage.function_name("reference_engine.server.xǁSessionǁ__init____mutmut_2") == ("Session", "__init__")


ORIGINAL = """\
class A:
    def f(self, x):
        y = 2
        return y


def g(items, n):
    total = 0
    for item in items:
        if item > n:
            total += 1
        elif item == n and (
                n > 0):
            total -= 1
    try:
        return total
    except KeyError:
        return None
"""


def _mutated(*mutants: tuple[str, str, str]) -> str:
    """A module as mutmut writes it: for each (mangled function, original body, mutated body), the original
    copy and mutant 1 (at other lines than in ORIGINAL, as in mutmut's files)."""
    out = ["import mutmut_trampoline_stand_in", ""]
    for mangled, body, mutated in mutants:
        out += [f"def {mangled}__mutmut_orig(items, n):", body, f"def {mangled}__mutmut_1(items, n):", mutated]
    return "\n".join(out) + "\n"


def _body(source: str, first: int, last: int) -> str:
    return "\n".join(source.splitlines()[first - 1 : last])


def test_a_mutant_is_located_at_its_changed_statement_in_the_original_source() -> None:
    body = _body(ORIGINAL, 8, 18)
    cases = {  # mutation -> (first changed line, the changed statement's lines in ORIGINAL)
        ("if item > n:", "if item >= n:"): (10, range(10, 11)),  # an if's test: the header only
        ("total += 1", "total -= 1"): (11, range(11, 12)),
        ("n > 0):", "n >= 0):"): (13, range(12, 14)),  # an elif's test across two lines
        ("for item in items:", "for item in None:"): (9, range(9, 10)),
        ("return None", "return 1"): (18, range(18, 19)),  # inside a handler
    }
    for (before, after), (line, statement) in cases.items():
        module = triage.Module(ORIGINAL, _mutated(("x_g", body, body.replace(before, after, 1))))
        found = module.locate("reference_engine.m.x_g__mutmut_1")
        assert found == triage.Located(line, before, after, statement), (before, found)
    method = _body(ORIGINAL, 3, 4)
    mutated = _mutated(("xǁAǁf", method, method.replace("y = 2", "y = 3")))
    assert triage.Module(ORIGINAL, mutated).locate("m.xǁAǁf__mutmut_1") == triage.Located(3, "y = 2", "y = 3",
                                                                                          range(3, 4))
    assert triage.Module(ORIGINAL, mutated).locate("m.xǁAǁf__mutmut_2") is None  # no such copy
    twice = _mutated(("x_g", body, body.replace("total += 1", "total += 2").replace("return total", "return 0")))
    assert triage.Module(ORIGINAL, twice).locate("m.x_g__mutmut_1").statement is None  # two changes: unclear


def test_a_mutant_is_not_executed_when_no_line_of_its_statement_ran() -> None:
    located = {"reference_engine.m.x_g__mutmut_1": triage.Located(13, "a", "b", range(12, 14)),
               "reference_engine.m.x_g__mutmut_2": triage.Located(11, "a", "b", range(11, 12)),
               "reference_engine.m.x_g__mutmut_3": triage.Located(None, "a", "b", None),
               "reference_engine.other.x_h__mutmut_1": triage.Located(2, "a", "b", range(2, 3))}
    executed = {"reference_engine/m.py": {8, 9, 10, 13}}
    assert triage.not_executed(located, executed) == {"reference_engine.m.x_g__mutmut_2",
                                                      "reference_engine.other.x_h__mutmut_1"}


def test_the_lines_the_scenarios_execute_are_measured_once_and_cached(tmp_path: Path) -> None:
    import os

    (tmp_path / "reference_engine").mkdir()
    (tmp_path / "reference_engine" / "__init__.py").write_text("")
    (tmp_path / "reference_engine" / "m.py").write_text("def f(x):\n    if x:\n        return 1\n    return 2\n")
    (tmp_path / "referee" / "suite").mkdir(parents=True)
    (tmp_path / "referee" / "suite" / "test_a.py").write_text(
        "from reference_engine.m import f\n\ndef test_f():\n    assert f(1) == 1\n")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    executed = triage.executed_lines([(tmp_path, ["-p", "no:cacheprovider"])], ["reference_engine", "referee"], env)
    assert {2, 3} <= executed["reference_engine/m.py"] and 4 not in executed["reference_engine/m.py"]
    (cached,) = tmp_path.glob("executed-lines-*.json")
    (tmp_path / "referee" / "suite" / "test_a.py").write_text("def test_f():\n    assert False\n")
    with pytest.raises(SystemExit, match="fail on the unmutated engine"):  # the kit changed: measured again
        triage.executed_lines([(tmp_path, ["-p", "no:cacheprovider"])], ["reference_engine", "referee"], env)
    assert not cached.exists()


def test_equivalents_need_a_reason(tmp_path: Path) -> None:
    good = tmp_path / "good.toml"
    good.write_text('[[equivalent]]\nmutant = "m.x_f__mutmut_1"\nmutated = "a = 2"\nreason = "dead store"\n')
    assert tool.load_equivalents(good).mutants["m.x_f__mutmut_1"].reason == "dead store"
    bad = tmp_path / "bad.toml"
    bad.write_text('[[equivalent]]\nmutant = "m.x_f__mutmut_1"\nmutated = "a = 2"\nreason = " "\n')
    with pytest.raises(ValueError, match="reason"):
        tool.load_equivalents(bad)


def test_the_project_equivalents_list_loads() -> None:
    reviewed = tool.load_equivalents(tool.EQUIVALENTS)
    for entry in reviewed.mutants.values():
        assert entry.mutant.startswith("reference_engine.") and "__mutmut_" in entry.mutant
    for function in reviewed.outside.values():
        assert function.function.startswith("reference_engine.") and "__mutmut_" not in function.function


def test_the_score_leaves_out_equivalents_and_mutants_not_run() -> None:
    statuses = {"a": "killed", "b": "timeout", "c": "survived", "d": "no tests", "e": "survived", "f": "skipped"}
    killed, counted, survivors, not_run = tool.score(statuses, equivalent={"e"})
    assert (killed, counted) == (2, 4)
    assert survivors == ["c", "d"]
    assert not_run == ["f"]


def test_a_reviewed_entry_declares_the_mutant_that_makes_its_line_whatever_its_number() -> None:
    """A report of another commit numbers a function's mutants differently: its line decides, not its number."""
    entry = tool.Equivalent("m.x_f__mutmut_2", "return a <= b", "a == b never reaches here")
    reviewed = tool.Reviewed({entry.mutant: entry}, {})
    statuses = dict.fromkeys(["m.x_f__mutmut_2", "m.x_f__mutmut_5", "m.x_g__mutmut_5"], "survived")
    mutations = {"m.x_f__mutmut_2": tool.Mutation("m.x_f__mutmut_2", "m.py", 3, "return a < b", "return a > b"),
                 "m.x_f__mutmut_5": tool.Mutation("m.x_f__mutmut_5", "m.py", 3, "return a < b", "return a <= b"),
                 "m.x_g__mutmut_5": tool.Mutation("m.x_g__mutmut_5", "m.py", 9, "return a < b", "return a <= b")}
    assert tool.equivalence(statuses, reviewed, set(), mutations) == {"m.x_f__mutmut_5": "reviewed"}
    assert tool.equivalence(statuses, reviewed, set()) == {"m.x_f__mutmut_2": "reviewed"}  # undescribed: by name


def test_lists_of_two_commits_keep_both_lines_a_renumbered_mutant_name_declares() -> None:
    pinned = tool.Equivalent("m.x_f__mutmut_2", "return a <= b", "pinned commit's review")
    today = tool.Equivalent("m.x_f__mutmut_2", "return a >= b", "today's review of another mutant")
    both = tool.joined([(Path("pin.toml"), tool.Reviewed({pinned.mutant: pinned}, {})),
                        (Path("today.toml"), tool.Reviewed({today.mutant: today, "m.x_f__mutmut_7": pinned}, {}))])
    assert sorted(entry.mutated for entry in both.mutants.values()) == ["return a <= b", "return a <= b",
                                                                         "return a >= b"]
    statuses = dict.fromkeys(["m.x_f__mutmut_2", "m.x_f__mutmut_3"], "survived")
    mutations = {"m.x_f__mutmut_2": tool.Mutation("m.x_f__mutmut_2", "m.py", 3, "return a < b", "return a <= b"),
                 "m.x_f__mutmut_3": tool.Mutation("m.x_f__mutmut_3", "m.py", 3, "return a < b", "return a >= b")}
    assert set(tool.equivalence(statuses, both, set(), mutations)) == {"m.x_f__mutmut_2", "m.x_f__mutmut_3"}
    wrong = tool.Reviewed({}, {}, withdrawn=frozenset({("m.x_f", "return a <= b")}))
    corrected = tool.joined([(Path("pin.toml"), tool.Reviewed({pinned.mutant: pinned}, {})),
                             (Path("today.toml"), wrong)])
    assert set(tool.equivalence(statuses, corrected, set(), mutations)) == set()  # withdrawn since the pin


def test_a_withdrawn_entry_needs_its_line_and_reason(tmp_path: Path) -> None:
    listed = tmp_path / "eq.toml"
    listed.write_text('[[withdrawn]]\nmutant = "m.x_f__mutmut_2"\nmutated = "return a <= b"\nreason = "wrong"\n')
    assert tool.load_equivalents(listed).withdrawn == frozenset({("m.x_f", "return a <= b")})
    listed.write_text('[[withdrawn]]\nmutant = "m.x_f__mutmut_2"\nmutated = "return a <= b"\n')
    with pytest.raises(ValueError, match="needs mutant, mutated, reason"):
        tool.load_equivalents(listed)


def test_verdicts_given_without_running_count_as_survivors_or_equivalents(capsys: pytest.CaptureFixture[str]) -> None:
    statuses = {"m.x_f__mutmut_1": tool.NOT_EXECUTED, "m.x_f__mutmut_2": tool.TEXT_ONLY, "m.x_f__mutmut_3": "killed"}
    reviewed = tool.Reviewed({}, {})
    why = tool.equivalence(statuses, reviewed, {"m.x_f__mutmut_2"})
    assert why == {"m.x_f__mutmut_2": "an error's text only"}
    assert tool.score(statuses, set(why)) == (1, 2, ["m.x_f__mutmut_1"], [])
    mutations = {"m.x_f__mutmut_1": tool.Mutation("m.x_f__mutmut_1", "m.py", 3, "a = 1", "a = 2")}
    assert tool.report(statuses, mutations, reviewed, {"m.x_f__mutmut_2"}, "test") == 1
    out = capsys.readouterr().out
    assert "NOT EXECUTED m.py:3  a = 1  ->  a = 2" in out
    assert "1/2 non-equivalent mutants killed (50%); 1 survived, 1 of them on a statement no scenario executes" in out


def test_a_declared_schema_guard_makes_its_bodys_mutants_equivalent_unless_a_scenario_runs_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "reference_engine").mkdir()
    (tmp_path / "reference_engine" / "m.py").write_text(
        "def build(setup):\n"
        "    if not isinstance(setup, dict):\n"
        "        raise RulesError('bad_request', 'setup must be an object')\n"
        "    if setup.get('x'):\n"
        "        return 1\n"
        "    return 2\n")
    listed = tmp_path / "eq.toml"
    listed.write_text('[[schema_guarded]]\nfile = "reference_engine/m.py"\nguard = "if not isinstance(setup, dict):"\n'
                      'reason = "the setup schema requires an object"\n'
                      '[[schema_guarded]]\nfile = "reference_engine/m.py"\nguard = "if setup.get(\'x\'):"\n'
                      'reason = "wrongly declared: scenarios run it"\n'
                      '[[schema_guarded]]\nfile = "reference_engine/m.py"\nguard = "if gone:"\nreason = "stale"\n')
    reviewed = tool.load_equivalents(listed)
    bodies = tool.guarded_bodies(reviewed, tmp_path, {"reference_engine/m.py": {1, 2, 4, 5, 6}})
    assert bodies == {"reference_engine/m.py": [triage.Guard(2, range(3, 4))]}
    out = capsys.readouterr().out
    assert "a scenario executes its body: reference_engine/m.py: if setup.get('x'):" in out
    assert "is not one `if` of reference_engine/m.py (0 found): if gone:" in out
    located = {"reference_engine.m.x_build__mutmut_1": triage.Located(3, "a", "b", range(3, 4)),
               "reference_engine.m.x_build__mutmut_2": triage.Located(2, "a", "b", range(2, 3)),  # the guard's test
               "reference_engine.m.x_build__mutmut_3": triage.Located(5, "a", "b", range(5, 6))}
    assert triage.schema_guarded(located, bodies) == {"reference_engine.m.x_build__mutmut_1"}
    statuses = {"reference_engine.m.x_build__mutmut_1": tool.SCHEMA_ONLY}
    assert tool.equivalence(statuses, reviewed, set()) == {
        "reference_engine.m.x_build__mutmut_1": "a request the schemas forbid"}
    bad = tmp_path / "bad.toml"
    bad.write_text('[[schema_guarded]]\nfile = "reference_engine/m.py"\nguard = "if x:"\n')
    with pytest.raises(ValueError, match="reason"):
        tool.load_equivalents(bad)


@pytest.mark.parametrize(("original", "mutant", "narrows"), [
    ("a or b", "a and b", True),
    ("a or b or c", "a and b and c", True),
    ("a or (b or c)", "a or (b and c)", True),
    ("not a or (b or c)", "not a or (b and c)", True),
    ("a and (b or c)", "a and (b and c)", False),  # under an `and`: b may raise where a is true and the `or` false
    ("a and b", "a or b", False),  # widened
    ("not (a or b)", "not (a and b)", False),  # under a `not`, narrowing the `or` widens the condition
    ("a or b", "a or c", False),
    ("a or b", "a and c", False),
    ("a < 1 or b", "a <= 1 and b", False),
    ("a or b or c", "a and b or c", True),  # one `or` of a chain of three made an `and`, as mutmut does
    ("a or b or c", "a or b and c", True),
    ("a or b or c", "a and c or b", False),  # not neighbours in their order
    ("a or b or c", "a and b or d", False),
])
def test_only_an_or_made_an_and_on_a_path_of_ors_narrows_a_condition(original: str, mutant: str,
                                                                       narrows: bool) -> None:
    assert triage.narrows_or(ast.parse(original, mode="eval").body, ast.parse(mutant, mode="eval").body) is narrows


def test_a_mutant_that_narrows_a_guards_condition_is_guarded_and_one_that_widens_it_is_not() -> None:
    original = ("def f(x):\n"
                "    if not isinstance(x, int) or x < 0:\n"
                "        raise ValueError('x')\n"
                "    return x\n")
    module = triage.Module(original, "def x_f__mutmut_orig(x):\n"
                                     "    if not isinstance(x, int) or x < 0:\n"
                                     "        raise ValueError('x')\n"
                                     "    return x\n"
                                     "def x_f__mutmut_1(x):\n"
                                     "    if not isinstance(x, int) and x < 0:\n"
                                     "        raise ValueError('x')\n"
                                     "    return x\n"
                                     "def x_f__mutmut_2(x):\n"
                                     "    if not isinstance(x, int) or x <= 0:\n"
                                     "        raise ValueError('x')\n"
                                     "    return x\n")
    located = {}
    for n in (1, 2):
        where = module.locate(f"reference_engine.m.x_f__mutmut_{n}")
        assert where is not None and where.statement == range(2, 3)  # both mutate the guard's condition
        located[f"reference_engine.m.x_f__mutmut_{n}"] = where
    declared = {"reference_engine/m.py": triage.guards(original, "if not isinstance(x, int) or x < 0:")}
    assert triage.schema_guarded(located, declared) == {"reference_engine.m.x_f__mutmut_1"}


def test_shards_are_disjoint_and_together_every_mutant() -> None:
    names = [f"m.x_f__mutmut_{i}" for i in range(23)]
    parts = [tool.shard(list(reversed(names)), k, 4) for k in range(1, 5)]
    assert sorted(name for part in parts for name in part) == sorted(names)
    assert all(len(part) in (5, 6) for part in parts)
    assert tool.parse_shard("2/8") == (2, 8)
    for bad in ("0/3", "4/3", "3", "a/b", "1/0"):
        with pytest.raises(argparse.ArgumentTypeError, match="K/N"):
            tool.parse_shard(bad)


def test_a_mutant_is_killed_if_any_edition_kills_it() -> None:
    assert tool.final_status("killed", None, fresh_kill=False) == "killed"
    assert tool.final_status("timeout", None, fresh_kill=False) == "killed"
    assert tool.final_status("survived", "killed", fresh_kill=False) == "killed"
    assert tool.final_status("no tests", "no tests", fresh_kill=True) == "killed"
    assert tool.final_status("no tests", "survived", fresh_kill=False) == "survived"
    assert tool.final_status("no tests", "no tests", fresh_kill=False) == "no tests"
    # a pass that did not run it yet (interrupted) is not a verdict
    assert tool.final_status("survived", None, fresh_kill=False) == "not checked"
    assert tool.final_status("not checked", None, fresh_kill=False) == "not checked"


def test_the_function_of_a_mutant_is_named_as_mutmut_records_calls() -> None:
    assert tool.function_key("reference_engine.mtg.cards.x_power__mutmut_4") == "reference_engine.mtg.cards.x_power"
    assert tool.function_key("reference_engine.server.xǁSessionǁ__init____mutmut_2") == (
        "reference_engine.server.xǁSessionǁ__init__")


def test_each_pass_runs_its_editions() -> None:
    assert "--edition" not in scratch.Pass("first", ()).pytest_args()
    later = scratch.Pass("later", ("mtg=2025-09-19", "riftbound=1.3")).pytest_args()
    assert later[-4:] == ["--edition", "mtg=2025-09-19", "--edition", "riftbound=1.3"]


def test_reports_of_shards_combine_into_one_score(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    survivor = {"name": "m.x_f__mutmut_2", "file": "m.py", "line": 3, "before": "a < b", "after": "a <= b"}
    (tmp_path / "1.json").write_text(json.dumps({"statuses": {"m.x_f__mutmut_1": "killed"}, "mutations": []}))
    (tmp_path / "2.json").write_text(json.dumps({"statuses": {"m.x_f__mutmut_2": "survived"},
                                                 "mutations": [survivor]}))
    assert tool.combine([tmp_path / "1.json", tmp_path / "2.json"], tool.Reviewed({}, {})) == 1
    out = capsys.readouterr().out
    assert "SURVIVED m.py:3  a < b  ->  a <= b" in out and "1/2 non-equivalent mutants killed (50%)" in out
    (tmp_path / "bad.json").write_text("{}")
    with pytest.raises(SystemExit, match=r"bad\.json: not a report"):
        tool.combine([tmp_path / "bad.json"], tool.Reviewed({}, {}))


def test_combined_shards_say_how_much_of_a_full_run_they_are_and_refuse_another_kit(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    def part(k: int, kit: str) -> Path:
        path = tmp_path / f"{k}-{kit}.json"
        path.write_text(json.dumps({"kit": kit, "shard": [k, 4], "statuses": {f"m.x_f__mutmut_{k}": "killed"},
                                    "mutations": []}))
        return path

    tool.combine([part(1, "a"), part(2, "a"), part(4, "a")], tool.Reviewed({}, {}))
    assert "parts 1-2, 4 of 4 (missing: 3): not yet a full run" in capsys.readouterr().out
    tool.combine([part(k, "a") for k in (1, 2, 3, 4)], tool.Reviewed({}, {}))
    out = capsys.readouterr().out
    assert "4/4 non-equivalent" in out and "all 4 parts of a full run" in out
    with pytest.raises(SystemExit, match=r"different kits.*kit a: 1-a\.json; kit b: 2-b\.json"):
        tool.combine([part(1, "a"), part(2, "b")], tool.Reviewed({}, {}))


def _differs_in_error_text_only(before: str, after: str) -> bool:
    return bool(triage.only_error_text_differs(ast.parse(before), ast.parse(after)))


def test_a_mutant_of_an_errors_message_or_rule_is_equivalent_by_construction() -> None:
    original = 'def f(x):\n    if x:\n        raise RulesError("timing", f"not now {x}", "143.1.a")\n    return 1\n'
    for message_or_rule in ('raise RulesError("timing", "XXnot nowXX", "143.1.a")',
                            'raise RulesError("timing", "143.1.a")',  # the rule shifted into the message's place
                            'raise RulesError("timing", f"not now {x}", "XX143.1.aXX")'):
        assert _differs_in_error_text_only(original, original.replace(
            'raise RulesError("timing", f"not now {x}", "143.1.a")', message_or_rule)), message_or_rule
    for observable in ('raise RulesError("XXtimingXX", f"not now {x}", "143.1.a")',  # another code
                       'raise RulesError(f"not now {x}", "143.1.a")',  # the code dropped: the message takes its place
                       'raise RulesError("timing", None, "143.1.a")',  # no message: the reply breaks its schema
                       'raise RulesError("timing", )',  # no message: the error is not even built
                       'raise ValueError("timing", f"not now {x}", "143.1.a")'):  # another type of error
        assert not _differs_in_error_text_only(original, original.replace(
            'raise RulesError("timing", f"not now {x}", "143.1.a")', observable)), observable
    assert not _differs_in_error_text_only(original, original.replace("return 1", "return 2"))
    assert not _differs_in_error_text_only(original, original)
    internal = 'def g(pid):\n    raise KeyError(pid)\n'
    assert _differs_in_error_text_only(internal, internal.replace("KeyError(pid)", "KeyError(None)"))
    setup = 'def h(n):\n    raise bad_setup(f"{n} must be a known battlefield")\n'
    assert _differs_in_error_text_only(setup, setup.replace('f"{n} must be a known battlefield"', '"XXXX"'))
    assert not _differs_in_error_text_only(setup, setup.replace('f"{n} must be a known battlefield"', "None"))
    assert not _differs_in_error_text_only(setup, setup.replace("raise bad_setup(", "return bad_setup("))


def test_an_assertions_message_and_a_helpers_message_argument_are_error_text() -> None:
    checked = 'def f(c):\n    assert c is not None, "asked only in combat"\n    return c\n'
    assert _differs_in_error_text_only(checked, checked.replace('"asked only in combat"', '"XXasked only in combatXX"'))
    assert not _differs_in_error_text_only(checked, checked.replace("c is not None", "c is None"))
    read = 'def g(t):\n    n = _int(t.get("number"), "turn.number", 1)\n    return n\n'
    for text_only in ('"XXturn.numberXX"', "None"):
        assert _differs_in_error_text_only(read, read.replace('"turn.number"', text_only)), text_only
    for observable in ('_int(t.get("number"), 1)', '_int(t.get("number"), "turn.number", 2)',
                       '_int(t.get("XXnumberXX"), "turn.number", 1)', 'integer(t.get("number"), "turn.number", 1)'):
        assert not _differs_in_error_text_only(read, read.replace('_int(t.get("number"), "turn.number", 1)',
                                                                  observable)), observable


def test_error_text_mutants_are_found_in_mutmuts_copies_of_a_module(tmp_path: Path) -> None:
    module = tmp_path / "reference_engine" / "m.py"
    module.parent.mkdir()
    module.write_text(
        "def x_f__mutmut_orig(a):\n    raise RulesError('timing', 'late', '1.1')\n"
        "def x_f__mutmut_1(a):\n    raise RulesError('timing', 'XXlateXX', '1.1')\n"
        "def x_f__mutmut_2(a):\n    raise RulesError('XXtimingXX', 'late', '1.1')\n"
        "class C:\n"
        "    def xǁCǁg__mutmut_orig(self):\n        return RulesError('cannot_pay', 'no mana', '601.2h')\n"
        "    def xǁCǁg__mutmut_1(self):\n        return RulesError('cannot_pay', 'no mana', '601.2H')\n")
    names = ["reference_engine.m.x_f__mutmut_1", "reference_engine.m.x_f__mutmut_2",
             "reference_engine.m.xǁCǁg__mutmut_1", "reference_engine.gone.x_h__mutmut_1"]
    assert triage.error_text_only(tmp_path, names) == {"reference_engine.m.x_f__mutmut_1",
                                                     "reference_engine.m.xǁCǁg__mutmut_1"}


def test_functions_outside_the_protocol_are_equivalent_unless_a_scenario_reaches_them(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    listed = tmp_path / "eq.toml"
    listed.write_text('[[outside]]\nfunction = "m.x_listing"\nreason = "only legal_actions calls it"\n'
                      '[[outside]]\nfunction = "m.x_used"\nreason = "wrongly declared"\n')
    reviewed = tool.load_equivalents(listed)
    stats = tmp_path / "mutmut-stats.json"
    stats.write_text(json.dumps({"tests_by_mangled_function_name": {"m.x_used": ["suite::a"], "m.x_listing": []}}))
    reached = tool.outside_but_reached(reviewed, [stats, tmp_path / "missing.json"])
    assert reached == ["m.x_used"]
    statuses = {"m.x_listing__mutmut_1": "no tests", "m.x_used__mutmut_1": "survived", "m.x_other__mutmut_1": "killed"}
    why = tool.equivalence(statuses, reviewed.without_outside(reached), set())
    assert why == {"m.x_listing__mutmut_1": "outside the protocol"}
    assert "a scenario calls it: m.x_used" in capsys.readouterr().out
    bad = tmp_path / "bad.toml"
    bad.write_text('[[outside]]\nfunction = "m.x_listing"\n')
    with pytest.raises(ValueError, match="reason"):
        tool.load_equivalents(bad)


def test_the_scratch_copy_gets_a_new_time_for_a_changed_file_only(tmp_path: Path) -> None:
    import os

    source, target = tmp_path / "src.py", tmp_path / "dst.py"
    source.write_text("a = 1\n")
    os.utime(source, (1_000_000, 1_000_000))  # an old file, as git leaves an unchanged one
    scratch._copy_if_changed(str(source), str(target))
    assert target.read_text() == "a = 1\n" and target.stat().st_mtime > source.stat().st_mtime
    os.utime(target, (2_000_000, 2_000_000))  # mutmut generated its mutants after this copy
    scratch._copy_if_changed(str(source), str(target))
    assert target.stat().st_mtime == 2_000_000  # unchanged content: the time mutmut compares is kept
    source.write_text("a = 2\n")
    os.utime(source, (1_500_000, 1_500_000))  # changed, but older than the mutants (a merge, a checkout)
    scratch._copy_if_changed(str(source), str(target))
    assert target.read_text() == "a = 2\n" and target.stat().st_mtime > 2_000_000


def test_a_scenario_skipped_under_a_mutant_fails_it(pytester: pytest.Pytester) -> None:
    # The scratch copy's conftest: the unmutated engine skips nothing, so a skip is the mutant's doing.
    pytester.makeconftest((ROOT / "benchmarks" / "mutation_conftest.py").read_text("utf-8"))
    pytester.makepyfile(test_scenarios="""
        import pytest

        def test_runs():
            pass

        def test_skipped():
            pytest.skip("unsupported: no card model for Probe Bear")

        @pytest.mark.xfail(strict=False)
        def test_expected_failure():
            assert False
    """)
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(passed=1, failed=1, xfailed=1)
    result.stdout.fnmatch_lines(["*skipped under the mutant*no card model for Probe Bear*"])


def test_referee_smoke_kills_a_session_layer_mutant_and_passes_the_engine_as_written(tmp_path: Path) -> None:
    env = scratch.scratch_env()
    # An empty scratch dir: `python -m reference_engine` there is the engine as written, whatever the mutant's name.
    assert mutation_smoke.killed_by_smoke(tmp_path, "reference_engine.server.x_nothing__mutmut_1", env) is False
    # A session layer that writes anything but a reply fails the handshake: what a mutant of server.py could do.
    broken = tmp_path / "broken" / "reference_engine"
    broken.mkdir(parents=True)
    (broken / "__init__.py").write_text("")
    (broken / "__main__.py").write_text("import sys\nsys.stdin.readline()\nprint('{\"id\": 1, \"ok\": true}')\n")
    assert mutation_smoke.killed_by_smoke(broken.parent, "reference_engine.server.x_nothing__mutmut_1", env) is True


def test_a_mutated_copy_left_empty_by_an_interrupted_run_is_made_again(tmp_path: Path) -> None:
    mutants = tmp_path / "mutants" / "reference_engine"
    (mutants / "mtg").mkdir(parents=True)
    (mutants / "mtg" / "setup.py").write_text("")  # interrupted while mutmut wrote it
    (mutants / "server.py").write_text("x = 1\n")  # a complete copy
    (mutants / "gone.py").write_text("")  # its source no longer exists: left to mutmut
    scratch.prepare(tmp_path, scratch.Pass("first", ()))
    assert not (mutants / "mtg" / "setup.py").exists()
    assert (mutants / "server.py").read_text() == "x = 1\n" and (mutants / "gone.py").exists()


def test_the_scenario_map_is_made_again_once_the_kit_changed(tmp_path: Path) -> None:
    """mutmut records a scenario under its name once: a scenario extended since kept the functions it reached
    before, and a mutant its new steps kill never ran it. A changed kit empties the records, not the verdicts."""
    for part in scratch.COPIED:
        (tmp_path / part).mkdir()
    (tmp_path / "conftest.py").write_text("")
    feature = tmp_path / "features" / "a.feature"
    feature.write_text("Feature: a\n")
    stats = tmp_path / "mutants" / "mutmut-stats.json"
    stats.parent.mkdir()
    recorded = {"tests_by_mangled_function_name": {"reference_engine.m.x_f": ["test_a"]},
                "duration_by_test": {"test_a": 0.1}, "function_hashes": {"reference_engine.m.x_f": "h"}}
    stats.write_text(json.dumps(recorded))
    assert scratch.forget_scenario_map(tmp_path)  # no record of the kit it was made from: made again
    forgotten = json.loads(stats.read_text())
    assert (forgotten["tests_by_mangled_function_name"], forgotten["duration_by_test"]) == ({}, {})
    assert forgotten["function_hashes"] == recorded["function_hashes"]
    stats.write_text(json.dumps(recorded))  # what mutmut then records, from this kit
    (tmp_path / scratch.MAP_DIGEST).write_text(scratch.kit_digest(tmp_path))
    assert not scratch.forget_scenario_map(tmp_path)
    assert json.loads(stats.read_text()) == recorded
    feature.write_text("Feature: a\n  Scenario: extended\n")
    assert scratch.forget_scenario_map(tmp_path)


def test_a_survivor_runs_again_only_once_the_kit_changed_since_it_survived(tmp_path: Path) -> None:
    """--rerun-survivors gives new scenarios their chance at every survivor, but a shard started again with the
    same kit must not pay for its survivors twice."""
    for part in scratch.COPIED:
        (tmp_path / part).mkdir()
    (tmp_path / "conftest.py").write_text("")
    feature = tmp_path / "features" / "a.feature"
    feature.write_text("Feature: a\n")
    results = {"m.x_f__mutmut_1": "survived", "m.x_f__mutmut_2": "no tests", "m.x_f__mutmut_3": "killed"}
    names = sorted(results)
    # Recorded before this record was kept: every survivor is stale, a killed mutant never is.
    assert scratch.stale_survivors(tmp_path, results, names) == {"m.x_f__mutmut_1", "m.x_f__mutmut_2"}
    scratch.record_survivors(tmp_path, results, names)
    assert scratch.stale_survivors(tmp_path, results, names) == set()
    scratch.record_survivors(tmp_path, {**results, "m.x_f__mutmut_1": "killed"}, ["m.x_f__mutmut_1"])
    assert "m.x_f__mutmut_1" not in json.loads((tmp_path / scratch.SURVIVORS_KIT).read_text())
    assert scratch.stale_survivors(tmp_path, results, names) == {"m.x_f__mutmut_1"}  # its record went with the kill
    # A survivor recorded under this kit, then the kit changed (a scenario extended): it runs again.
    feature.write_text("Feature: a\n  Scenario: extended\n")
    assert scratch.stale_survivors(tmp_path, results, names) == {"m.x_f__mutmut_1", "m.x_f__mutmut_2"}


def test_equivalent_entries_are_checked_against_the_mutants_of_todays_engine() -> None:
    """mutmut numbers a function's mutants in the order it finds them: after a merge an entry may name another
    mutant than the one reviewed. The check follows the declared mutated line, renumbers only where that is
    unambiguous, and leaves the rest to a reviewer."""
    body = _body(ORIGINAL, 8, 18)
    today = ["import mutmut_trampoline_stand_in", "", "def x_g__mutmut_orig(items, n):", body]
    for number, (before, after) in enumerate([("if item > n:", "if item >= n:"), ("total += 1", "total -= 1"),
                                              ("n > 0):", "n >= 0):"), ("return total", "return None")], 1):
        today += [f"def x_g__mutmut_{number}(items, n):", body.replace(before, after, 1)]
    module = triage.Module(ORIGINAL, "\n".join(today) + "\n")
    declared = {
        "m.x_g__mutmut_1": "if item >= n:",  # still mutant 1
        "m.x_g__mutmut_3": "total -= 1",  # mutant 2 now, and mutant 2's entry is mutant 3 now: both renumbered
        "m.x_g__mutmut_2": "n >= 0):",
        "m.x_g__mutmut_9": "for item in None:",  # no mutant makes this change any more
        "m.x_g__mutmut_4": "return 1",  # mutant 4 makes another change now
        "m.x_gone__mutmut_1": "y = 3",  # the function is gone
        "other.x_f__mutmut_1": "y = 3",  # the module is gone
    }
    checks = {c.mutant: c for c in mutation_equivalents.check(declared, {"m.py": module, "other.py": None})}
    assert {name: (c.verdict, c.now) for name, c in checks.items()} == {
        "m.x_g__mutmut_1": ("current", None),
        "m.x_g__mutmut_3": ("renumbered", "m.x_g__mutmut_2"),
        "m.x_g__mutmut_2": ("renumbered", "m.x_g__mutmut_3"),
        "m.x_g__mutmut_9": ("changed", None),
        "m.x_g__mutmut_4": ("changed", None),
        "m.x_gone__mutmut_1": ("gone", None),
        "other.x_f__mutmut_1": ("gone", None),
    }
    assert checks["m.x_g__mutmut_4"].today == "return None"
    # Two entries that follow the same change: neither is renumbered onto the other's mutant.
    clash = mutation_equivalents.check({"m.x_g__mutmut_7": "total -= 1", "m.x_g__mutmut_8": "total -= 1"},
                                       {"m.py": module})
    assert [c.verdict for c in clash] == ["changed", "changed"]
    toml = 'mutant = "m.x_g__mutmut_3"\nmutated = "total -= 1"\n\nmutant = "m.x_g__mutmut_2"\nmutated = "n"\n'
    renumbered = mutation_equivalents.renumber(toml, list(checks.values()))
    assert renumbered == toml.replace("_3", "_X").replace("_2", "_3").replace("_X", "_2")
    assert mutation_equivalents.twice_declared(toml + 'mutant = "m.x_g__mutmut_2"\n') == ["m.x_g__mutmut_2"]


def test_smoke_runs_the_survivors_of_the_session_layer_and_of_the_unknown_card_answer_only() -> None:
    """smoke certifies the session and the ``unsupported`` answer to an unknown card (no scenario names one);
    a rules mutant must be found by a scenario."""
    import importlib

    assert mutation_smoke.certified_by_smoke("reference_engine.server.xǁSessionǁ__init____mutmut_2")
    assert mutation_smoke.certified_by_smoke("reference_engine.riftbound.setup.x__known_card__mutmut_3")
    assert mutation_smoke.certified_by_smoke("reference_engine.mtg.setup.x__known_card__mutmut_1")
    assert not mutation_smoke.certified_by_smoke("reference_engine.mtg.setup.x_build__mutmut_1")
    unsupported = 'raise RulesError("unsupported", "the reference engine plays 2 to 4 players")'
    assert mutation_smoke.certified_by_smoke("reference_engine.mtg.setup.x_build__mutmut_39", unsupported)
    assert not mutation_smoke.certified_by_smoke("reference_engine.mtg.setup.x_build__mutmut_1", "if len(players) > 4:")
    assert not mutation_smoke.certified_by_smoke("reference_engine.mtg.combat.x_recipients__mutmut_21")
    for function in mutation_smoke.UNKNOWN_CARD_ANSWER | mutation_smoke.SETUP_BUILDERS:  # still in the engine
        module, mangled = function.rsplit(".", 1)
        assert callable(getattr(importlib.import_module(module), mangled.removeprefix("x_"))), function


def test_fresh_process_and_smoke_verdicts_are_kept_per_kit_as_they_come(tmp_path: Path) -> None:
    """A part started again with the same kit must not run its fresh-process or smoke checks twice; a changed kit
    runs them again."""
    for part in scratch.COPIED:
        (tmp_path / part).mkdir()
    (tmp_path / "conftest.py").write_text("")
    ran: list[str] = []

    def judge(name: str) -> bool:
        ran.append(name)
        return name.endswith("_1")

    names = ["m.x_f__mutmut_1", "m.x_f__mutmut_2"]
    assert scratch.judged(tmp_path, "fresh", names, judge, 2) == {"m.x_f__mutmut_1"}
    assert sorted(ran) == names
    assert scratch.judged(tmp_path, "fresh", names, judge, 2) == {"m.x_f__mutmut_1"}
    assert sorted(ran) == names  # nothing ran again
    assert scratch.judged(tmp_path, "smoke", names[1:], judge, 1) == set()  # another check, its own record
    (tmp_path / "features" / "a.feature").write_text("Feature: a\n")  # the kit changed
    ran.clear()
    assert scratch.judged(tmp_path, "fresh", names, judge, 2) == {"m.x_f__mutmut_1"}
    assert sorted(ran) == names
