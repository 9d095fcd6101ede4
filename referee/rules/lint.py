"""Static checks on the scenario suite: rule tags, step vocabulary, scenario names, probe cards, event fields.

Why static: a scenario whose tag names a rule that doesn't exist, whose step has no definition, or whose
probe card isn't in the catalogue would only fail at run time against some engine -- and the failure would
look like the engine's fault. Lint reports each problem with ``file:line``.

Step definitions come from a *vocabulary*: a sequence of ``(keyword, parser)`` pairs where ``keyword`` is
``given``/``when``/``then`` (or ``*`` for any) and ``parser`` has ``is_matching(text) -> bool`` and a
``name`` (the pattern). :func:`load_vocabulary` asks the step library for ``steps.vocabulary()`` (entries
may also be objects with ``keyword``, ``pattern`` and ``is_matching``) and falls back to the step
definitions pytest-bdd registered while importing ``steps``.
"""

from __future__ import annotations

import difflib
import importlib
import json
import pkgutil
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from referee.observation.normal import neutral
from referee.rules import lint_authoring
from referee.rules.authoring import event_fields, event_row_problem
from referee.rules.model import RulesIndex
from referee.rules.numbering import tag_edition, translate
from referee.rules.scenarios import FeatureFile, Scenario, Step, load_features


class StepMatcher(Protocol):
    @property
    def name(self) -> Any: ...

    def is_matching(self, name: str) -> bool: ...


Vocabulary = Sequence[tuple[str, StepMatcher]]
IndexLookup = Callable[[str, str], RulesIndex | None]


@dataclass(frozen=True)
class Finding:
    file: str
    line: int
    level: str  # "error" | "warning"
    code: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.level}: [{self.code}] {self.message}"

    def to_json(self) -> dict[str, Any]:
        return {"file": self.file, "line": self.line, "level": self.level, "code": self.code,
                "message": self.message}


@dataclass(frozen=True)
class _Named:
    """Adapts a vocabulary entry object (``keyword``, ``pattern``, ``is_matching``) to a matcher."""

    name: str
    entry: Any

    def is_matching(self, name: str) -> bool:
        return bool(self.entry.is_matching(name))


def normalize_vocabulary(entries: Sequence[Any]) -> Vocabulary:
    """Accept ``(keyword, parser)`` pairs or objects with ``keyword``/``pattern``/``is_matching``."""
    out: list[tuple[str, StepMatcher]] = []
    for e in entries:
        if isinstance(e, tuple):
            out.append((str(e[0]), e[1]))
        else:
            pattern = getattr(e, "pattern", None) or getattr(getattr(e, "parser", None), "name", "") or str(e)
            out.append((str(getattr(e, "keyword", "*") or "*").lower(), _Named(str(pattern), e)))
    return out


def load_vocabulary(module: str = "steps", loader: Callable[[], Any] | None = None) -> Vocabulary:
    """The step library's vocabulary (see module docstring); ``loader`` imports it when it is not on the path."""
    mod = loader() if loader is not None else importlib.import_module(module)
    vocab = getattr(mod, "vocabulary", None)
    if callable(vocab):
        return normalize_vocabulary(list(vocab()))
    for info in pkgutil.walk_packages(getattr(mod, "__path__", []), prefix=f"{module}."):
        importlib.import_module(info.name)
    from pytest_bdd.steps import step_function_context_registry

    return [(ctx.type or "*", ctx.parser) for ctx in step_function_context_registry.values()]


def _pattern(m: StepMatcher) -> str:
    n = getattr(m, "name", m)
    return str(getattr(n, "pattern", n))


_LITERAL_CHOICES = re.compile(r"^[\w ,'-]+(\|[\w ,'-]+)*$")  # fixed words: shown, not named
_ANY_TEXT = {"\\S": "<word>", "\\w": "<word>", "\\d": "<number>", ".": "<text>"}


def step_template(pattern: str) -> str:
    """A step pattern as an author reads it: ``(?P<player>\\S+) casts (?P<card>\\S+?)(?: targeting (?P<targets>.+))?``
    becomes ``<player> casts <card>[ targeting <targets>]``; fixed choices read ``(mtg|riftbound)``.

    A plain string (a step without a regex) is returned as it is.
    """
    text, _ = _template(pattern, 0)
    return text


def _template(pattern: str, i: int) -> tuple[str, int]:
    """Render ``pattern`` from ``i`` up to the closing parenthesis of the current group (or the end)."""
    out: list[str] = []
    while i < len(pattern):
        char = pattern[i]
        if char == ")":
            return "".join(out), i
        if char == "(":
            name, body_start = None, i + 1
            if pattern.startswith("(?P<", i):
                close = pattern.index(">", i)
                name, body_start = pattern[i + 4:close], close + 1
            elif pattern.startswith("(?", i):
                body_start = i + 3
            inner, end = _template(pattern, body_start)
            raw = pattern[body_start:end]
            i = end + 1
            optional = i < len(pattern) and pattern[i] in "?*"
            i += optional + (i + optional < len(pattern) and pattern[i + optional] == "?")  # lazy ``??``
            if name is not None and not _LITERAL_CHOICES.match(raw):
                piece = f"<{name}>"
            elif "|" in inner and not optional:
                piece = f"({inner})"
            else:
                piece = inner
            out.append(f"[{piece}]" if optional else piece)
            continue
        if char == "\\" and i + 1 < len(pattern):
            token = pattern[i:i + 2]
            i += 2
            if token in _ANY_TEXT and i < len(pattern) and pattern[i] in "+*":
                i += 1 + (i + 1 < len(pattern) and pattern[i + 1] == "?")
                out.append(_ANY_TEXT[token])
            else:
                out.append(token[1])
            continue
        if char == "[":  # a character class: some text
            i = pattern.index("]", i + 1) + 1
            while i < len(pattern) and pattern[i] in "+*?":
                i += 1
            out.append("<text>")
            continue
        if char == "." and i + 1 < len(pattern) and pattern[i + 1] in "+*":
            i += 2 + (i + 2 < len(pattern) and pattern[i + 2] == "?")
            out.append("<text>")
            continue
        if char in "^$":
            i += 1
            continue
        if char == "?" and out:  # an optional letter: ``cards?`` -> ``card[s]``
            out[-1] = f"[{out[-1]}]"
            i += 1
            continue
        out.append(char)
        i += 1
    return "".join(out), i


def _readable(m: StepMatcher) -> str:
    try:
        return step_template(_pattern(m))
    except ValueError:  # a pattern this reader does not follow: show it as written
        return _pattern(m)


def _closest(text: str, keyword: str, vocab: Vocabulary, n: int = 3) -> list[str]:
    """The ``n`` known steps closest to an unknown one, as readable templates (never raw regexes)."""
    pats = [f"{kw.capitalize() if kw != '*' else 'Step'} {_readable(p)}" for kw, p in vocab
            if kw in (keyword, "*")] or [_readable(p) for _, p in vocab]
    target = f"{keyword.capitalize()} {text}"
    return sorted(dict.fromkeys(pats), key=lambda template: -_likeness(target, template))[:n]


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z_]+", text.lower()))


def _likeness(text: str, template: str) -> float:
    """How alike a step and a template read: the words they share (a template's placeholders stand for any
    words, so they are left out), then their spelling (difflib) to break ties."""
    literal = _words(re.sub(r"<\w+>", " ", template))
    words = _words(text)
    shared = len(literal & words) / len(literal | words) if literal | words else 0.0
    return shared + difflib.SequenceMatcher(None, text, template).ratio() / 100


def _load_cards(cards_dir: Path, game: str) -> set[str] | None:
    path = cards_dir / f"{game}.json"
    if not path.exists():
        return None
    data = json.loads(path.read_text(encoding="utf-8"))
    return {str(c["name"]) for c in data if isinstance(c, dict) and "name" in c}


def _game_of(s: Scenario, path: str) -> str | None:
    games = {t.game for t in s.rule_tags} | set(s.editions)
    if len(games) == 1:
        return games.pop()
    parts = Path(path).parts
    return parts[-2] if len(parts) >= 2 else None


def lint_features(
    features: list[FeatureFile],
    *,
    vocabulary: Vocabulary | None,
    indexes: IndexLookup,
    editions: Callable[[str], list[str]],
    cards_dir: Path | None = None,
) -> list[Finding]:
    """Check every feature file; ``editions(game)`` lists the editions the kit has indexes for."""
    out: list[Finding] = []
    card_cache: dict[str, set[str] | None] = {}
    for ff in features:
        if ff.error:
            out.append(Finding(ff.path, ff.error_line, "error", "syntax", ff.error))
            continue
        names: dict[str, int] = {}
        reported: set[tuple[int, int]] = set()
        for s in ff.scenarios:
            key_line = s.outline_line or s.line
            if s.name in names and names[s.name] != key_line:
                out.append(Finding(ff.path, key_line, "error", "duplicate-name",
                                   f"scenario name {s.name!r} already used at line {names[s.name]}"))
            names.setdefault(s.name, key_line)
            out += _check_tags(ff.path, s, indexes, editions, reported)
            out += _check_steps(ff.path, s, vocabulary, reported)
            if cards_dir is not None:
                out += _check_cards(ff.path, s, cards_dir, card_cache, reported)
            out += _check_event_tables(ff.path, s, reported)
            if vocabulary is not None:
                out += _check_authoring(ff.path, s, vocabulary)
    return sorted(set(out), key=lambda f: (f.file, f.line, f.code, f.message))


PLACEHOLDER = "TODO"  # the rule tag ``referee fuzz`` leaves for the author of a scenario it wrote


def _check_tags(path: str, s: Scenario, indexes: IndexLookup, editions: Callable[[str], list[str]],
                reported: set[tuple[int, int]]) -> list[Finding]:
    out: list[Finding] = []
    line = s.outline_line or s.line
    if not s.rule_tags:
        return [Finding(path, line, "error", "no-rule-tag",
                        f"scenario {s.name!r} has no @rule:<game>:<id> tag")]
    for game, eds in s.editions.items():
        for ed in eds:
            if ed not in editions(game):
                out.append(Finding(path, line, "error", "unknown-edition",
                                   f"@edition:{game}:{ed} is not an edition the kit knows "
                                   f"({', '.join(editions(game)) or 'none'})"))
    for t in s.rule_tags:
        if t.id == PLACEHOLDER:
            out.append(Finding(path, t.line or line, "error", "rule-placeholder",
                               f"@rule:{t.game}:{PLACEHOLDER} is the placeholder 'referee fuzz' writes: replace it "
                               f"with the rule(s) the scenario shows the engine breaking (e.g. @rule:{t.game}:"
                               f"{'500.4' if t.game == 'mtg' else '336.1'}), and keep only the Then checks that rule "
                               "requires (docs/FUZZING.md)"))
            continue
        known = editions(t.game)
        if not known:
            out.append(Finding(path, t.line or line, "error", "unknown-game",
                               f"@rule:{t.game}:{t.id}: no rules index for game {t.game!r}"))
            continue
        pinned = [e for e in s.editions.get(t.game, []) if e in known]
        source = tag_edition(t.game, pinned)
        if source is None or source not in known:
            source = pinned[0] if pinned else known[0]
        idx = indexes(t.game, source)
        if idx is not None and t.id not in idx:
            out.append(Finding(path, t.line or line, "error", "unknown-rule",
                               f"@rule:{t.game}:{t.id} names no rule of {t.game} {source} (tags are in that "
                               f"edition's numbering; the kit's index covers the sections in scope)"))
            continue
        lost = [e for e in (pinned or known) if e != source and translate(t.game, t.id, source, e) is None]
        if lost:
            out.append(Finding(path, t.line or line, "warning", "rule-not-in-edition",
                               f"@rule:{t.game}:{t.id} ({source} numbering) has no counterpart in {t.game} "
                               f"{', '.join(lost)}; pin the scenario with @edition tags if it holds only for "
                               f"{source}, or review the correspondence (referee/rules/data/crosswalk-{t.game}.toml)"))
    return out


def _check_steps(path: str, s: Scenario, vocabulary: Vocabulary | None,
                 reported: set[tuple[int, int]]) -> list[Finding]:
    if vocabulary is None:
        return []
    out = []
    for st in s.steps:
        ok = any(kw in (st.keyword, "*") and p.is_matching(st.text) for kw, p in vocabulary)
        if ok or (st.line, 0) in reported:
            continue
        reported.add((st.line, 0))
        close = _closest(st.text, st.keyword, vocabulary)
        hint = ("; closest known steps: " + ", ".join(f'"{c}"' for c in close)) if close else ""
        out.append(Finding(path, st.line, "error", "unknown-step",
                           f"no step definition matches {st.keyword.capitalize()} {st.text!r}{hint}"))
    return out


def _check_authoring(path: str, s: Scenario, vocabulary: Vocabulary) -> list[Finding]:
    """What the steps check of the scenario's text while it runs, checked now (lint_authoring): found here, an
    authoring error never reaches an engine, nor a certify report as the engine's."""
    def find(st: Step) -> lint_authoring.StepFunction | None:
        for kw, matcher in vocabulary:
            entry = getattr(matcher, "entry", None)
            if kw in (st.keyword, "*") and matcher.is_matching(st.text) and entry is not None:
                function, parser = getattr(entry, "function", None), getattr(entry, "parser", None)
                arguments = getattr(parser, "parse_arguments", None)
                if function is None or arguments is None:
                    return None  # a vocabulary that does not say what its steps check
                return lint_authoring.StepFunction(function, dict(arguments(st.text) or {}))
        return None

    def report(line: int, code: str, message: str) -> Finding:
        return Finding(path, line, "error", code, message)

    return list(lint_authoring.check_scenario(s, _game_of(s, path), find, report))


# Steps whose data table's ``card`` column names probe cards. Other tables may have a ``card`` column holding
# something else -- e.g. event tables, where a ``drew`` event's ``card`` is an object id.
PROBE_CARD_STEPS = frozenset({("given", "the objects:")})


def _names_probe_cards(st: Step) -> bool:
    return bool(st.table) and (st.keyword, " ".join(st.text.split())) in PROBE_CARD_STEPS


def _check_cards(path: str, s: Scenario, cards_dir: Path, cache: dict[str, set[str] | None],
                 reported: set[tuple[int, int]]) -> list[Finding]:
    game = _game_of(s, path)
    if game is None:
        return []
    if game not in cache:
        cache[game] = _load_cards(cards_dir, game)
    catalogue = cache[game]
    out = []
    for st in s.steps:
        if not _names_probe_cards(st) or "card" not in st.table[0]:
            continue
        col = st.table[0].index("card")
        for row_no, row in enumerate(st.table[1:], start=1):
            name = row[col].strip() if col < len(row) else ""
            if not name or name == "-":
                continue
            key = (st.line + 1 + row_no, 1)
            if key in reported:
                continue
            if catalogue is None:
                reported.add(key)
                out.append(Finding(path, st.line, "error", "no-catalogue",
                                   f"probe card {name!r} used but {cards_dir / (game + '.json')} is missing"))
            elif name not in catalogue:
                reported.add(key)
                close = difflib.get_close_matches(name, sorted(catalogue), n=3)
                hint = f" (did you mean {', '.join(close)}?)" if close else ""
                out.append(Finding(path, st.line + 1 + row_no, "error", "unknown-card",
                                   f"probe card {name!r} is not in cards/{game}.json{hint}"))
    return out


# Steps whose tables describe events, one row each, by a ``type`` column and event fields.
EVENT_TABLE_STEPS = frozenset({("then", "the events include, in order:"), ("then", "the events are exactly:"),
                               ("then", "these events did not happen:")})


def _check_event_tables(path: str, s: Scenario, reported: set[tuple[int, int]]) -> list[Finding]:
    """A column that an event type doesn't have can never match: in a "did not happen" table the check then
    passes without checking anything, and in a positive one it fails for a reason that isn't the engine's."""
    game = _game_of(s, path)
    if not game or not event_fields(game):
        return []
    out = []
    for st in s.steps:
        if not st.table or (st.keyword, " ".join(st.text.split())) not in EVENT_TABLE_STEPS:
            continue
        header = [re.sub(r"[\s-]+", "_", h.strip().lower()) for h in st.table[0]]
        if "type" not in header:
            continue
        for row_no, row in enumerate(st.table[1:], start=1):
            line = st.line + 1 + row_no
            kind = row[header.index("type")].strip()
            if (line, 2) in reported:
                continue
            problem = event_row_problem(game, st.table[0], row, row_no)  # the steps' own check (authoring.py)
            if problem is not None:
                reported.add((line, 2))
                out.append(Finding(path, line, "error", problem.code, problem.message))
            elif neutral({h: _cell(v) for h, v in zip(header, row, strict=False) if v.strip() not in ("", "-")}):
                # The steps refuse such a row while the scenario runs; said here, it never reaches an engine.
                reported.add((line, 2))
                out.append(Finding(path, line, "error", "nothing-happened-event",
                                   f"this {kind} row describes an event reporting that nothing happened (no "
                                   "members, an amount of 0), which an engine may leave out (PROTOCOL.md §11.3): "
                                   "check the state instead"))
    return out


def _cell(text: str) -> Any:
    """A table cell's value as the steps read it: JSON where it parses, else the text."""
    try:
        return json.loads(text.strip())
    except ValueError:
        return text.strip()


def lint_paths(features_root: str | Path, **kwargs: Any) -> list[Finding]:
    return lint_features(load_features(features_root), **kwargs)
