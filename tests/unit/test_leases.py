"""Whether a lease's holder is alive, from what the heartbeats say."""

import pytest

from monitor.pipeline.leases import command_holder, holder_state

DAEMONS = {"h:1:5": "running", "h:2:6": "silent", "h:3:7": "stopped"}


@pytest.mark.parametrize(
    ("holder", "state", "alive"),
    [
        ("h:1:5", "running", True),
        ("h:2:6", "silent", False),  # killed, or wedged: its heartbeat stopped
        ("h:3:7", "stopped", False),  # stopped on purpose, yet its lease outlived it
        ("h:4:8", "no heartbeat", False),  # died before its first heartbeat, or long gone
        ("command:run-once@h:9", "command", None),  # writes no heartbeat: nobody can tell
        (None, "unknown", None),  # a lease taken before holders were recorded
    ],
)
def test_holder_state(holder: str | None, state: str, alive: bool | None) -> None:
    assert holder_state(holder, DAEMONS) == (state, alive)


def test_a_command_names_itself_and_its_process() -> None:
    name = command_holder("run-once")
    assert name.startswith("command:run-once@")
    assert holder_state(name, DAEMONS) == ("command", None)
