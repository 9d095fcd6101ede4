"""The console script never answers Ctrl-C with a traceback, whenever it comes."""

from __future__ import annotations

import sys
import types
from typing import Any

import pytest

from referee import exitcodes, launch


def test_ctrl_c_while_the_command_line_is_still_importing_exits_130(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def interrupted_import(name: str) -> Any:
        raise KeyboardInterrupt  # what a Ctrl-C during `import referee.cli` looks like

    half_imported = types.ModuleType("referee.cli")
    half_imported.__getattr__ = interrupted_import  # type: ignore[method-assign]
    monkeypatch.setitem(sys.modules, "referee.cli", half_imported)
    with pytest.raises(SystemExit) as exit_:
        launch.main(["-V"])
    assert exit_.value.code == exitcodes.INTERRUPTED == launch.INTERRUPTED
    err = capsys.readouterr().err
    assert "interrupted" in err and "Traceback" not in err


def test_ctrl_c_inside_a_command_exits_130_not_clicks_aborted_1(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from referee import tiers

    def interrupted(*args: Any, **kwargs: Any) -> Any:
        raise KeyboardInterrupt

    monkeypatch.setattr(tiers, "share", interrupted)
    with pytest.raises(SystemExit) as exit_:
        launch.main(["tiers"])
    assert exit_.value.code == exitcodes.INTERRUPTED
    assert "Aborted!" not in capsys.readouterr().err


def test_usage_errors_and_version_keep_their_exit_codes(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        launch.main(["tiers", "--no-such-option"])
    assert exit_.value.code == exitcodes.USAGE
    assert "No such option" in capsys.readouterr().err
    launch.main(["-V"])  # returns: exit status 0
    assert "referee, version" in capsys.readouterr().out
