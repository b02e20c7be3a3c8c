"""PostgreSQL going away under a running daemon: a fault of the whole database, said once,
shown by /healthz and STATUS=, and nothing lost; work resumes when the server is back."""

import signal
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from monitor.config.fields import PostgresURL
from tests.acceptance.daemon import DaemonProcess, Event
from tests.acceptance.test_daemon import targets_on
from tests.acceptance.test_service import free_port, get
from tests.dbconn import connect
from tests.helpers import write_config
from tests.pageserver import PageServer
from tests.pgcluster import NO_SERVER, Cluster, create_database, find_bindir, skip_or_fail

pytestmark = pytest.mark.postgresql

TARGETS = 3


@pytest.fixture
def cluster() -> Iterator[Cluster]:
    """A server of this test's own: it is shut down half-way."""
    if find_bindir() is None:
        skip_or_fail(NO_SERVER)
    with Cluster() as started:
        yield started


def of_target(target_id: str) -> Callable[[Event], bool]:
    return lambda event: event.get("target_id") == target_id


def running(
    cluster: Cluster, tmp_path: Path, pages: PageServer, busy_timeout: str
) -> tuple[DaemonProcess, str, int]:
    """A daemon on a new database of ``cluster`` that has checked every target once: it,
    the database and its /healthz port."""
    database = create_database(cluster.dsn)
    port = free_port()
    config = write_config(
        tmp_path,
        targets_on(pages, TARGETS),
        database=database,
        metrics_listen=f"127.0.0.1:{port}",
        busy_timeout=busy_timeout,
    )
    daemon = DaemonProcess(config, "--log-format", "json")
    for n in range(TARGETS):
        daemon.wait_for("check.committed", of_target(f"t{n}"))
    return daemon, database, port


def test_an_outage_is_reported_once_loses_nothing_and_work_resumes_after_it(
    cluster: Cluster, tmp_path: Path, pages: PageServer
) -> None:
    daemon, database, port = running(cluster, tmp_path, pages, busy_timeout="3s")
    cluster.pause()
    down = daemon.wait_for("store.unavailable", timeout=30)
    assert down["fault"] == "database_unreachable"
    status, body = get(f"http://127.0.0.1:{port}/healthz")
    assert status == 503
    assert "the database refuses work" in body
    assert "database_unreachable" in body
    assert daemon.process.poll() is None  # it waits the outage out

    cluster.resume()
    daemon.wait_for("store.recovered", timeout=60)
    assert get(f"http://127.0.0.1:{port}/healthz")[0] == 200
    assert daemon.stop() == 0
    assert len(daemon.named("store.unavailable")) == 1  # said once, however long it lasted
    with connect(PostgresURL(database)) as conn:
        assert conn.execute("SELECT COUNT(*) FROM source_checks") == [(TARGETS,)]
        assert conn.execute("SELECT id FROM monitor_targets WHERE lease_token IS NOT NULL") == []
        beats = conn.execute("SELECT stopped_at IS NOT NULL FROM daemons")
    assert beats == [(True,)]  # the farewell got through after the outage


def test_a_server_that_stops_answering_is_unreachable_and_work_resumes_when_it_answers(
    cluster: Cluster, tmp_path: Path, pages: PageServer
) -> None:
    """A frozen server (SIGSTOP) keeps its connections, which the kernel still acknowledges:
    only the daemon's own bound on a statement's answer tells it from a slow one."""
    daemon, database, port = running(cluster, tmp_path, pages, busy_timeout="2s")
    cluster.freeze()
    try:
        down = daemon.wait_for("store.unavailable", timeout=60)
        assert down["fault"] == "database_unreachable"
        assert get(f"http://127.0.0.1:{port}/healthz")[0] == 503
    finally:
        cluster.freeze(signal.SIGCONT)
    daemon.wait_for("store.recovered", timeout=60)
    assert get(f"http://127.0.0.1:{port}/healthz")[0] == 200
    assert daemon.stop() == 0
    with connect(PostgresURL(database)) as conn:
        assert conn.execute("SELECT id FROM monitor_targets WHERE lease_token IS NOT NULL") == []
