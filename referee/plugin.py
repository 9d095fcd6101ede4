"""The pytest plugin that runs Referee's scenarios against an engine.

Installed as a ``pytest11`` entry point. It registers the step library, maps Gherkin tags to
markers (``@rule:mtg:703.4d`` -> ``rule(game="mtg", id="703.4d")``), owns one engine process per
session (reset by a ``setup`` per scenario, restarted after a failure), skips scenarios whose
capabilities or edition the engine lacks, and records one result per scenario, classifying engine
failures (crash, timeout, bad JSON, schema violation) as ERROR rather than as rules failures.
"""

from __future__ import annotations

import argparse
import json
import re
import shlex
from pathlib import Path
from typing import Any

import pytest

from referee import sharding, steps_loader, tiers
from referee.engines import make_client
from referee.outcomes import Deviation, EngineLacks, ScenarioError, SkipCause
from referee.protocol.client import STARTUP_TIMEOUT, EngineClient, Handshake
from referee.protocol.errors import EngineFailure, EngineTimeout
from referee.protocol.transport import SubprocessTransport
from referee.resources import suite_features_dir, use_suite_features
from referee.results import GAMES, ScenarioSteps

TAG = re.compile(r"^(?P<kind>rule|needs|edition):(?P<value>.+)$")
MAX_START_FAILURES = 3  # after this many failed (re)starts in a row, stop trying: error the rest at once
MAX_TIMEOUTS_IN_A_ROW = 3  # after this many scenarios in a row time out, error the rest at once (a hung engine)
SESSION_KEY = pytest.StashKey["EngineSession"]()
CONTEXT_KEY = pytest.StashKey[Any]()  # the scenario's referee_ctx, for its notes (it is not in item.funcargs)
UNKNOWN_STEP_KEY = pytest.StashKey[str]()  # "file:line: unknown step ..." for a step no definition matches
SCENARIO_ERROR = "scenario_error"  # the outcome of a scenario whose text is wrong: never the engine's
STEPS_KEY = pytest.StashKey[ScenarioSteps]()  # the scenario's Gherkin steps and how far they ran
SUITE_MODULES = ("referee.suite.test_conformance", "test_conformance")  # its name with and without --pyargs


class MissingCapabilities(EngineLacks):
    """Skips a scenario whose @needs tags the engine does not announce for its game, with one cause per
    capability; the message names the game, since an engine may announce a capability for one game only."""

    def __init__(self, game: str, causes: list[SkipCause]) -> None:
        super().__init__(causes[0])
        self.causes = causes
        names = ", ".join(cause.name for cause in causes)
        self.msg = f"{game}: engine lacks capabilit{'ies' if len(causes) > 1 else 'y'} {names}"
        self.args = (self.msg,)


def skip_causes_of(error: BaseException) -> list[SkipCause]:
    """What an engine lacks, from the skip that ended a scenario: EngineLacks says it; any other skip
    (raised by code that does not classify it) becomes one cause of kind ``other``."""
    if isinstance(error, MissingCapabilities):
        return list(error.causes)
    if isinstance(error, EngineLacks):
        return [error.cause]
    text = str(getattr(error, "msg", "") or error).strip() or "unspecified"
    return [SkipCause("other", text.splitlines()[0][:200])]


class EngineSession:
    """The engine under test, shared by every scenario of the run."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        command = config.getoption("referee_engine")
        argv = config.getoption("referee_engine_argv")
        cwd = config.getoption("referee_engine_cwd")
        env = dict(config.getoption("referee_engine_env") or [])
        timeout = config.getoption("referee_timeout")
        startup_timeout = config.getoption("referee_startup_timeout")
        if argv:
            self.client: EngineClient = EngineClient(SubprocessTransport(argv, cwd=cwd, env=env), timeout=timeout,
                                                     startup_timeout=startup_timeout)
        else:
            self.client = make_client(
                command, in_process=command is None and not config.getoption("referee_subprocess") and not cwd
                and not env, timeout=timeout, startup_timeout=startup_timeout, cwd=cwd, env=env,
            )
        self.timeouts_in_a_row = 0
        self.last_timeout: EngineFailure | None = None
        self.requested_editions: dict[str, str] = dict(config.getoption("referee_edition") or [])
        self.handshake: Handshake | None = None
        self.start_failures = 0
        self.last_failure: EngineFailure | None = None
        self.game = ""
        self.edition = ""

    def ensure_started(self) -> Handshake:
        if self.timeouts_in_a_row >= MAX_TIMEOUTS_IN_A_ROW and self.last_timeout is not None:
            raise EngineTimeout(
                f"not run: {self.timeouts_in_a_row} scenarios in a row timed out; last failure: "
                f"{self.last_timeout.message}", command=self.last_timeout.command,
                stderr_tail=self.last_timeout.stderr_tail)
        if self.start_failures >= MAX_START_FAILURES and self.last_failure is not None:
            raise type(self.last_failure)(
                f"not retried: the engine failed to start {self.start_failures} times in a row; last failure: "
                f"{self.last_failure.message}", command=self.last_failure.command,
                stderr_tail=self.last_failure.stderr_tail)
        try:
            self.handshake = self.client.ensure_alive()
        except EngineFailure as failure:
            self.start_failures += 1
            self.last_failure = failure
            raise
        self.start_failures = 0
        return self.handshake

    def record(self, failure: BaseException | None) -> None:
        """Count scenarios that timed out in a row (any other ending resets the count)."""
        if self.start_failures:  # failed start-ups have their own limit
            return
        if isinstance(failure, EngineTimeout) and not failure.message.startswith("not run:"):
            self.timeouts_in_a_row += 1
            self.last_timeout = failure
        elif not isinstance(failure, EngineTimeout):
            self.timeouts_in_a_row = 0

    def edition_for(self, game: str) -> str | None:
        """The edition the run uses for ``game``: the one asked for, else the engine's first."""
        assert self.handshake is not None
        editions = self.handshake.rulesets.get(game)
        if not editions:
            return None
        return self.requested_editions.get(game, editions[0])

    def close(self) -> None:
        self.client.close()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("referee", "Referee conformance kit")
    group.addoption("--engine", dest="referee_engine", default=None, metavar="CMD", type=_engine_option,
                    help="engine command (split like a shell, run without one); default: the reference engine")
    group.addoption("--engine-argv", dest="referee_engine_argv", default=None, type=_argv_option, metavar="JSON",
                    help="engine command as a JSON list of arguments (overrides --engine)")
    group.addoption("--engine-cwd", dest="referee_engine_cwd", default=None, metavar="DIR",
                    help="working directory of the engine process")
    group.addoption("--engine-env", dest="referee_engine_env", action="append", type=_env_option,
                    metavar="KEY=VALUE", help="extra environment variable for the engine process (repeatable)")
    group.addoption("--scenario", dest="referee_scenarios", action="append", metavar="ID",
                    help="only this scenario id, e.g. MTG01-turn-order/2 (repeatable)")
    group.addoption("--engine-timeout", dest="referee_timeout", type=_seconds_option, default=10.0, metavar="SECONDS",
                    help="seconds to wait for each reply (default 10)")
    group.addoption("--engine-startup-timeout", dest="referee_startup_timeout", type=_seconds_option,
                    default=STARTUP_TIMEOUT,
                    metavar="SECONDS", help="seconds to wait for the hello reply, start-up included (default 60)")
    group.addoption("--referee-subprocess", dest="referee_subprocess", action="store_true",
                    help="run the reference engine as a subprocess instead of in-process")
    group.addoption("--game", dest="referee_game", default="all", choices=(*GAMES, "all"),
                    help="which game's scenarios to run (default all)")
    group.addoption("--edition", dest="referee_edition", action="append", type=_edition_option, metavar="GAME=EDITION",
                    help="rules edition to certify for a game (default: the first the engine announces)")
    group.addoption("--features", dest="referee_features", default=None, metavar="DIR",
                    help="run the feature files in DIR (DIR/<game>/*.feature, or files whose @rule tags name the "
                         "game) with the kit's steps instead of the kit's own scenarios")
    group.addoption("--tier", dest="referee_tier", default=None, choices=tiers.TIERS,
                    help="only scenarios whose probe cards are all of this tier or a lower one (default: all)")
    group.addoption("--shard", dest="referee_shard", default=None, type=_shard_option, metavar="K/N",
                    help="only the K-th of N shards of the scenarios, split by scenario id (for a CI matrix)")


def _engine_option(text: str) -> str:
    """Refused here, as a usage error, rather than as an INTERNALERROR when the engine is first started."""
    try:
        argv = shlex.split(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"cannot split {text!r} like a shell would: {exc}") from exc
    if not argv:
        raise argparse.ArgumentTypeError("the engine command is empty")
    return text


def _seconds_option(text: str) -> float:
    try:
        seconds = float(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from exc
    if not seconds > 0:
        raise argparse.ArgumentTypeError(f"expected a number of seconds above 0, got {text!r}")
    return seconds


def _argv_option(text: str) -> list[str]:
    argv = json.loads(text)
    if not isinstance(argv, list) or not argv or not all(isinstance(a, str) for a in argv):
        raise ValueError(f"expected a non-empty JSON list of strings, got {text!r}")
    return argv


def _env_option(text: str) -> tuple[str, str]:
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise ValueError(f"expected KEY=VALUE, got {text!r}")
    return key, value


def _shard_option(text: str) -> sharding.Shard:
    try:
        return sharding.parse(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from exc


def _edition_option(text: str) -> tuple[str, str]:
    game, sep, edition = text.partition("=")
    if not sep or game not in GAMES or not edition:
        raise ValueError(f"expected GAME=EDITION with GAME in {GAMES}, got {text!r}")
    return game, edition


def pytest_configure(config: pytest.Config) -> None:
    import sys

    features = config.getoption("referee_features", None)
    if features is not None and not Path(features).is_dir():
        raise pytest.UsageError(f"--features {features}: no such directory")
    use_suite_features(features)
    for name in SUITE_MODULES:  # bound at import: a run in the same process may ask for other features
        module = sys.modules.get(name)
        if module is not None and getattr(module, "FEATURES", None) != suite_features_dir():
            del sys.modules[name]
    for marker in ("rule(game, id): the rule a scenario checks", "needs(capability): an engine capability",
                   "edition(game, edition): the rules editions a scenario holds for"):
        config.addinivalue_line("markers", marker)
    for module in steps_loader.step_modules():
        if not config.pluginmanager.is_registered(module):
            config.pluginmanager.register(module, f"referee-steps-{module.__name__}")


def pytest_bdd_apply_tag(tag: str, function: Any) -> bool | None:
    match = TAG.match(tag)
    if match is None:
        return None
    kind, value = match["kind"], match["value"]
    if kind == "needs":
        pytest.mark.needs(value)(function)
    else:
        game, _, rest = value.partition(":")
        mark = pytest.mark.rule(game, rest) if kind == "rule" else pytest.mark.edition(game, rest)
        mark(function)
    return True


def scenario_game(item: pytest.Item) -> str | None:
    """The game of a scenario: the first directory under the features directory (features/<game>/), else the
    one game its @rule and @edition tags name (an author's flat directory of feature files)."""
    feature = _feature_path(item)
    if feature is None:
        return None
    try:
        first = feature.resolve().relative_to(suite_features_dir()).parts[0]
    except ValueError:
        first = ""
    if first in GAMES:
        return first
    tagged: set[str] = {str(m.args[0]) for name in ("rule", "edition") for m in item.iter_markers(name)} & set(GAMES)
    if len(tagged) == 1:
        return tagged.pop()
    parts = feature.parts
    for game in GAMES:
        if game in parts:
            return game
    return None


def _feature_path(item: pytest.Item) -> Path | None:
    from pytest_bdd.scenario import scenario_wrapper_template_registry

    function = getattr(item, "function", None)
    template = scenario_wrapper_template_registry.get(function) if function is not None else None
    if template is None:
        return None
    return Path(template.feature.filename)


def scenario_info(item: pytest.Item) -> tuple[str, str, str]:
    """(id, name, feature) of a scenario item: ``MTG03-untap-step/4`` from ``[4] …`` in the name."""
    from pytest_bdd.scenario import scenario_wrapper_template_registry

    function = getattr(item, "function", None)
    template = scenario_wrapper_template_registry.get(function) if function is not None else None
    if template is None:
        return item.nodeid, item.name, ""
    feature_path = Path(template.feature.filename)
    try:
        feature = feature_path.resolve().relative_to(suite_features_dir()).as_posix()
    except ValueError:
        feature = feature_path.name
    name = template.name
    number = re.match(r"^\[(\d+)\]", name)
    ident = f"{feature_path.stem}/{number.group(1) if number else name}"
    return ident, name, feature


def pytest_itemcollected(item: pytest.Item) -> None:
    """Let ``-k`` select scenarios by feature and id (``-k MTG03``, ``-k "RB13-costs-and-targets/5"``):
    pytest-bdd names test functions after scenario titles only."""
    if scenario_game(item) is not None:
        ident, _, feature = scenario_info(item)
        item.extra_keyword_matches.update({ident, feature})


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    wanted = config.getoption("referee_game")
    ids = set(config.getoption("referee_scenarios") or ())
    tier = config.getoption("referee_tier")
    shard = config.getoption("referee_shard")
    keep, drop = [], []
    for item in items:
        game = scenario_game(item)
        if (game is not None and wanted != "all" and game != wanted) or (ids and scenario_info(item)[0] not in ids):
            drop.append(item)
        elif game is not None and shard is not None and not shard.holds(scenario_info(item)[0]):
            drop.append(item)  # another shard's: a CI matrix job runs it (referee merge joins the reports)
        elif game is not None and tier is not None and not _within_tier(item, game, tier):
            # Like an edition pin: a scenario above the tier asked for is not part of this run's suite.
            drop.append(item)
        else:
            keep.append(item)
    # A scenario pinned to other editions than the one certified is not part of this run's suite:
    # deselect it (a skip would count against the engine for rules it is not claiming).
    scenarios_kept = [item for item in keep if scenario_game(item) is not None]
    engine_session = _session(config) if scenarios_kept else None
    handshake = None
    if engine_session is not None:
        try:
            handshake = engine_session.ensure_started()
        except EngineFailure:
            handshake = None  # every scenario will report the failure as its ERROR
    if handshake is not None:
        assert engine_session is not None
        for item in scenarios_kept:
            game = scenario_game(item)
            edition = engine_session.edition_for(game) if game else None
            pinned = [m.args[1] for m in item.iter_markers("edition") if m.args[0] == game]
            if edition is not None and pinned and edition not in pinned:
                keep.remove(item)
                drop.append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def scenario_tier(item: pytest.Item, game: str) -> str:
    """The tier of a scenario ("" for a scenario outside the kit's features/, which has none)."""
    return tiers.scenario_tiers(game).get(scenario_info(item)[0], "")


def _within_tier(item: pytest.Item, game: str, tier: str) -> bool:
    own = scenario_tier(item, game)
    return bool(own) and tiers.TIERS.index(own) <= tiers.TIERS.index(tier)


def _session(config: pytest.Config) -> EngineSession | None:
    """The run's engine session, created on first use (collection needs the handshake's editions)."""
    session = config.stash.get(SESSION_KEY, None)
    if session is None:
        session = EngineSession(config)
        config.stash[SESSION_KEY] = session
    return session


@pytest.fixture(scope="session")
def referee_session(pytestconfig: pytest.Config) -> Any:
    session = _session(pytestconfig)
    yield session
    if session is not None:
        session.close()


@pytest.fixture
def referee_engine(referee_session: EngineSession, request: pytest.FixtureRequest) -> Any:
    """The engine, alive and checked against this scenario's game, edition and capabilities."""
    item = request.node
    game = scenario_game(item)
    if game is None:
        raise RuntimeError(f"{item.nodeid} is not a Referee scenario under features/<game>/")
    handshake = referee_session.ensure_started()
    # Cleared before the checks below, so a scenario skipped by them shows no other scenario's lines.
    referee_session.client.transcript.clear()
    edition = referee_session.edition_for(game)
    if edition is None:
        raise EngineLacks(SkipCause("edition", game, f"the engine announces no {game} edition"))
    editions = [m.args[1] for m in item.iter_markers("edition") if m.args[0] == game]
    if editions and edition not in editions:
        raise EngineLacks(SkipCause("edition", f"{game} {' or '.join(editions)}",
                                    f"the scenario holds only for {', '.join(editions)}; running {edition}"))
    missing = sorted({m.args[0] for m in item.iter_markers("needs")} - handshake.capabilities_for(game))
    if missing:
        raise MissingCapabilities(game, [SkipCause("capability", name) for name in missing])
    referee_session.game, referee_session.edition = game, edition
    yield referee_session
    # After Ctrl-C, pytest tears this down in its session finish, where an exception escapes as a
    # traceback; and the engine, which got the terminal's SIGINT too, may well have printed something.
    if request.session.exitstatus != pytest.ExitCode.INTERRUPTED:
        referee_session.client.check_quiet(f"after scenario {scenario_info(item)[0]}")


@pytest.hookimpl(wrapper=True)
def pytest_fixture_setup(fixturedef: pytest.FixtureDef[Any], request: pytest.FixtureRequest) -> Any:
    """Keep the scenario's context where the report hook finds it: pytest-bdd requests step fixtures
    dynamically, so ``referee_ctx`` never appears in ``item.funcargs``."""
    value = yield
    if fixturedef.argname == "referee_ctx" and isinstance(request.node, pytest.Item):
        request.node.stash[CONTEXT_KEY] = value
    return value


def pytest_bdd_step_func_lookup_error(request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any,
                                      exception: Exception) -> None:
    """A step no definition matches is an error of the feature file (its author's or the kit's), never the
    engine's: say which step, where."""
    steps, index = _step_index(request, step)
    if steps is not None:
        steps.started = index
    request.node.stash[UNKNOWN_STEP_KEY] = (
        f"{_shown(feature.filename)}:{step.line_number}: unknown step: {step.keyword} {step.name!r} matches no step "
        "of the kit (an error in the feature file, not the engine's; 'referee lint --features DIR' suggests the "
        "closest steps)")


def _shown(filename: str) -> str:
    """A feature file as reports name it: ``features/mtg/MTG01-turn-order.feature`` in the kit, else its path."""
    path = Path(filename)
    try:
        return path.resolve().relative_to(suite_features_dir().parent).as_posix()
    except ValueError:
        return str(path)


def scenario_error_text(item: pytest.Item, error: ScenarioError) -> str:
    """``file:line: scenario error [code]: message``: the line of the table row at fault when the step tells it,
    else of the step that raised it."""
    feature = _feature_path(item)
    steps = item.stash.get(STEPS_KEY, None)
    line = 0
    if steps is not None and 0 <= steps.started < len(steps.steps):
        line = steps.steps[steps.started].line_number + (1 + error.row if error.row is not None else 0)
        # An earlier step at fault (the Given that wrote a part of the setup its schema refuses): its line.
        earlier = [s for s in steps.steps[:steps.started] if error.step and s.name == error.step]
        line = earlier[-1].line_number if earlier else line
    where = f"{_shown(str(feature))}:{line}: " if feature is not None else ""
    return (f"{where}scenario error [{error.code}]: {error.message}\n(an error in the feature file, not the "
            "engine's: it counts neither for nor against the engine; 'referee lint --features DIR' finds it before "
            "any engine runs)")


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    backgrounds = [feature.background, getattr(scenario.rule, "background", None) if scenario.rule else None]
    request.node.stash[STEPS_KEY] = ScenarioSteps(list(scenario.steps),
                                                  sum(len(b.steps) for b in backgrounds if b is not None))


def _step_index(request: pytest.FixtureRequest, step: Any) -> tuple[ScenarioSteps | None, int]:
    steps = request.node.stash.get(STEPS_KEY, None)
    if steps is None:
        return None, -1
    return steps, next((i for i, known in enumerate(steps.steps) if known is step), -1)


def pytest_bdd_before_step(request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any,
                           step_func: Any) -> None:
    steps, index = _step_index(request, step)
    if steps is not None:
        steps.started = index


def pytest_bdd_after_step(request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any, step_func: Any,
                          step_func_args: Any) -> None:
    steps, index = _step_index(request, step)
    if steps is not None:
        steps.finished = index + 1


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    report = yield
    unknown_step = item.stash.get(UNKNOWN_STEP_KEY, None)
    if unknown_step is not None and call.when == "call" and report.failed:
        report.user_properties.append(("referee_outcome", SCENARIO_ERROR))
        report.longrepr = unknown_step
    failure = call.excinfo.value if call.excinfo is not None else None
    if isinstance(failure, ScenarioError) and report.failed:
        report.user_properties.append(("referee_outcome", SCENARIO_ERROR))
        report.longrepr = scenario_error_text(item, failure)
    if report.skipped and isinstance(failure, EngineLacks) and isinstance(report.longrepr, tuple):
        # pytest words a skip subclass "module.Class: reason"; keep the plain "Skipped: reason" form.
        path, line, _ = report.longrepr
        report.longrepr = (path, line, f"Skipped: {failure.msg}")
    if call.excinfo is not None and call.excinfo.errisinstance(EngineFailure):
        report.user_properties.append(("referee_outcome", "errored"))
        failed_engine = call.excinfo.value
        assert isinstance(failed_engine, EngineFailure)
        report.longrepr = failed_engine.diagnostic()
    session = item.config.stash.get(SESSION_KEY, None)
    if report.failed and session is not None and unknown_step is None:  # the engine had no part in it
        report.sections.append(("engine transcript", session.client.transcript_text()))
    if session is not None and (call.when == "call" or failure is not None):
        session.record(failure)
    _attach_scenario(item, report, session, call)
    return report


def _sorted_rules(rules: set[str]) -> list[str]:
    """Rule ids in rules order (tags reach pytest as a set, so their order varies between processes)."""
    from referee.rules.model import sort_key

    def key(rule: str) -> tuple[str, tuple[tuple[int, int | str], ...]]:
        game, _, ident = rule.partition(":")
        try:
            return game, sort_key(ident, game)
        except (ValueError, KeyError):
            return game, ((1, ident),)

    return sorted(rules, key=key)


def _in_edition(item: pytest.Item, tagged: list[str], game: str, edition: str | None) -> list[str]:
    """The scenario's rule ids in the certified edition's numbering (tags are in their tag edition's).

    A tag with no counterpart in that edition (the suite's lint warns about these) keeps its tagged id.
    """
    from referee.rules.numbering import tag_edition, translate_all

    pinned = [m.args[1] for m in item.iter_markers("edition") if m.args[0] == game]
    source = tag_edition(game, pinned)
    out = []
    for rule in tagged:
        rule_game, _, ident = rule.partition(":")
        target = edition if rule_game == game else None
        out += [f"{rule_game}:{x}" for x in translate_all(rule_game, ident, source, target) or [ident]]
    return out


def _attach_scenario(item: pytest.Item, report: pytest.TestReport, session: EngineSession | None,
                     call: pytest.CallInfo[None]) -> None:
    """Carry what a report needs on the report itself, so it survives the trip from an xdist worker."""
    if scenario_game(item) is None:
        return
    ident, name, feature = scenario_info(item)
    game = scenario_game(item) or ""
    tagged = _sorted_rules({f"{m.args[0]}:{m.args[1]}" for m in item.iter_markers("rule")})
    edition = session.edition_for(game) if session is not None and session.handshake is not None else None
    rules = _sorted_rules(set(_in_edition(item, tagged, game, edition)))
    info: dict[str, Any] = {"id": ident, "name": name, "feature": feature, "game": game, "rules": rules}
    if rules != tagged:
        info["tagged_rules"] = tagged
    info["tier"] = scenario_tier(item, game)
    error = call.excinfo.value if call.excinfo is not None else None
    if report.skipped and error is not None:
        info["skip_causes"] = [cause.to_json() for cause in skip_causes_of(error)]
    if report.failed and isinstance(error, Deviation):
        info["deviation"] = error.to_json()
    if call.when == "call":
        info["notes"] = _notes(item)
    if session is not None:
        if session.handshake is not None:
            info["handshake"] = session.handshake.to_json()
        if session.game:
            info["edition"] = [session.game, session.edition]
        # A scenario skipped before it started (capability, edition) has no transcript of its own yet:
        # the client's transcript still holds the previous scenario's.
        if report.failed or (report.skipped and call.when == "call"):
            info["transcript"] = list(session.client.transcript)
    steps = item.stash.get(STEPS_KEY, None)
    if steps is not None and not report.passed:
        info["steps"] = steps.to_json("skipped" if report.skipped else "failed")
    report.user_properties.append(("referee_scenario", info))


def _notes(item: pytest.Item) -> list[str]:
    """The tolerated differences the steps recorded on the scenario's context (none when it has none)."""
    context = item.funcargs.get("referee_ctx") if hasattr(item, "funcargs") else None
    if context is None:
        context = item.stash.get(CONTEXT_KEY, None)
    return [str(note) for note in getattr(context, "notes", None) or []]
