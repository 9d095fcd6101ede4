"""Binds every scenario of the kit's features/ (or of ``--features DIR``) to pytest (collected by ``pytest``
and ``referee certify``)."""

import pytest
from pytest_bdd import scenarios
from pytest_bdd.exceptions import GherkinParseError

from referee.resources import suite_features_dir
from referee.suite.binding import describe

FEATURES = suite_features_dir()  # the plugin drops this module between runs that bind other features

try:
    scenarios(str(FEATURES), features_base_dir=str(FEATURES))
except GherkinParseError as error:  # name the file and line, not "1 error during collection"
    raise pytest.UsageError(describe(error, FEATURES)) from None
