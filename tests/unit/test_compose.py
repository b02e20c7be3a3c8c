"""The compose example of several daemons on PostgreSQL, without a container engine: what it
runs, and the settings its daemons load."""

import shutil
from pathlib import Path
from typing import Any

import yaml
from psycopg.conninfo import conninfo_to_dict

from monitor.config.fields import PostgresURL
from monitor.config.model import load_settings

DEPLOY = Path(__file__).parents[2] / "deploy"
PASSWORD = "${MONITOR_DB_PASSWORD:?set MONITOR_DB_PASSWORD}"  # compose fails without it


def services() -> dict[str, Any]:
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    return dict(compose["services"])


def test_two_daemons_share_one_postgresql_and_its_password_comes_from_the_environment() -> None:
    found = services()
    daemons = {name: service for name, service in found.items() if name.startswith("monitor")}
    assert len(daemons) == 2
    for daemon in daemons.values():
        assert daemon["build"] == ".."
        assert daemon["depends_on"] == {"db": {"condition": "service_healthy"}}
        assert daemon["environment"] == {
            "PGPASSWORD": "${MONITOR_DB_PASSWORD:?set MONITOR_DB_PASSWORD}"
        }
        assert "./monitor.yaml:/etc/pricing-monitor/monitor.yaml:ro" in daemon["volumes"]
    database = found["db"]["environment"]
    assert database["POSTGRES_PASSWORD"] == PASSWORD
    assert (database["POSTGRES_USER"], database["POSTGRES_DB"]) == ("monitor", "monitor")


def test_the_daemons_settings_name_the_server_without_a_secret(tmp_path: Path) -> None:
    shutil.copy(DEPLOY / "monitor.yaml", tmp_path / "monitor.yaml")
    shutil.copy(DEPLOY.parent / "config" / "targets.yaml", tmp_path / "targets.yaml")
    settings = load_settings(tmp_path / "monitor.yaml")
    assert isinstance(settings.database, PostgresURL)
    server = conninfo_to_dict(settings.database.url)
    assert (server["host"], server["dbname"], server["user"]) == ("db", "monitor", "monitor")
    assert "password" not in server
    # the image's HEALTHCHECK asks 127.0.0.1:9464/healthz inside the container
    assert settings.metrics_listen == ("0.0.0.0", 9464)
    published = {service["ports"][0] for name, service in services().items() if "ports" in service}
    assert published == {"127.0.0.1:9464:9464", "127.0.0.1:9465:9464"}
