"""Binds every scenario of the kit's features/ to pytest (collected by ``pytest`` and ``referee certify``)."""

from pytest_bdd import scenarios

from referee.resources import features_dir

scenarios(str(features_dir()), features_base_dir=str(features_dir()))
