"""``python3 tasks.py test`` on a fresh machine: what it installs, or the command it asks for."""

from __future__ import annotations

import pytest

from tasks import SetupPlan, missing_test_tools, plan_test_setup

EVERYTHING = {"chromium", "initdb", "pg_ctl"}


def test_nothing_missing_means_nothing_to_do() -> None:
    for root in (True, False):
        assert plan_test_setup(set(), root, apt=True) == SetupPlan()


def test_root_with_apt_installs_the_missing_packages_once_each() -> None:
    assert plan_test_setup(EVERYTHING, root=True, apt=True).install == ("chromium", "postgresql")
    assert plan_test_setup({"pg_ctl"}, root=True, apt=True) == SetupPlan(install=("postgresql",))
    assert plan_test_setup({"chromium"}, root=True, apt=True) == SetupPlan(install=("chromium",))


@pytest.mark.parametrize("root,apt", [(False, True), (True, False), (False, False)])
def test_otherwise_it_stops_with_the_one_command(root: bool, apt: bool) -> None:
    plan = plan_test_setup({"chromium", "initdb"}, root, apt)
    assert plan.install == () and "chromium postgresql" in plan.stop
    if apt:
        assert plan.stop == "sudo apt-get install -y chromium postgresql"


def test_this_machine_has_what_the_tests_need() -> None:
    # the suite is running, so the setup step found (or installed) everything
    assert missing_test_tools() == set()
