"""A target's request options as one table: what the file may say about render, wait_for,
render_timeout, proxy and cookies (and the settings' proxy and browser section), each mistake
one line naming file:line and field, and how the options travel to the database and back."""

from pathlib import Path

import pytest

from monitor import errors
from monitor.config.model import load_settings
from monitor.config.request import RequestOptions, resolve_proxy
from tests.helpers import load_targets, write_config, write_targets

TARGET = {"id": "acme", "url": "https://acme.example/pricing", "interval": "1h"}


def problems(tmp_path: Path, **fields: object) -> list[str]:
    write_targets(tmp_path / "targets.yaml", [TARGET | fields])
    with pytest.raises(errors.ConfigError) as caught:
        load_targets(tmp_path / "targets.yaml")
    return [line.split(" ", 1)[1] for line in str(caught.value).splitlines()]


@pytest.mark.parametrize(
    ("fields", "problem"),
    [
        ({"render": "chrome"}, "targets[0].render: Input should be 'http' or 'browser'"),
        ({"wait_for": ".price"}, "targets[0].wait_for: needs render: browser"),
        ({"render_timeout": "30s"}, "targets[0].render_timeout: needs render: browser"),
        ({"render": "browser", "wait_for": "p[["}, "targets[0].wait_for: not a valid CSS"),
        ({"proxy": "ftp://p.example:21"}, "targets[0].proxy: must be an http://, https://"),
        ({"proxy": "socks5://p.example"}, "targets[0].proxy: must name the proxy's port"),
        ({"proxy": "http://p.example:8080/path"}, "targets[0].proxy: must be the proxy's address"),
        (
            {"proxy": "http://alice:s3cret@p.example:8080"},
            "targets[0].proxy: credentials must come from the environment: write them as ${NAME}",
        ),
        ({"proxy": "http://${USER}:pw@p.example:8080"}, "targets[0].proxy: credentials must"),
        ({"proxy": "http://p.example:99999"}, "targets[0].proxy: not a valid proxy URL"),
        ({"cookies": {"a b": "1"}}, "targets[0].cookies.a b: not a valid cookie name"),
        ({"cookies": {"region": "e u"}}, "targets[0].cookies.region: must be printable ASCII"),
        ({"cookies": {"region": "a;b"}}, "targets[0].cookies.region: must be printable ASCII"),
    ],
)
def test_a_wrong_option_is_one_line(
    tmp_path: Path, fields: dict[str, object], problem: str
) -> None:
    [line] = problems(tmp_path, **fields)
    assert line.startswith(problem)
    assert "s3cret" not in line


def test_the_options_as_written_travel_to_the_database_and_back(tmp_path: Path) -> None:
    write_targets(
        tmp_path / "targets.yaml",
        [
            TARGET,
            TARGET
            | {
                "id": "eu",
                "render": "browser",
                "wait_for": ".price",
                "render_timeout": "45s",
                "proxy": "socks5://${U}:${P}@p.example:1080",
                "cookies": {"region": "eu"},
            },
        ],
    )
    plain, rendered = load_targets(tmp_path / "targets.yaml")
    assert plain.request == RequestOptions()
    assert plain.request.to_json() == "{}"
    options = rendered.request
    assert options == RequestOptions(
        render="browser",
        wait_for=".price",
        render_timeout_ms=45_000,
        proxy="socks5://${U}:${P}@p.example:1080",
        cookies={"region": "eu"},
    )
    assert RequestOptions.from_json(options.to_json()) == options
    assert "region" not in repr(options)
    assert "p.example" not in repr(rendered)


def test_the_proxy_credentials_are_read_when_used_and_quoted(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with pytest.raises(errors.InvalidRequest, match="environment variable U is not set"):
        resolve_proxy("socks5://${U}:${P}@p.example:1080")
    monkeypatch.setenv("U", "eu@user")
    monkeypatch.setenv("P", "p:w/d")
    assert resolve_proxy("socks5://${U}:${P}@p.example:1080") == (
        "socks5://eu%40user:p%3Aw%2Fd@p.example:1080"
    )
    assert resolve_proxy("http://p.example:3128") == "http://p.example:3128"


@pytest.mark.parametrize(
    ("settings", "problem"),
    [
        ({"proxy": "http://user:pw@p.example:1"}, "proxy: credentials must come from"),
        ({"browser": {"wait": "idle"}}, "browser.wait: Input should be 'networkidle'"),
        ({"browser": {"concurrency": 0}}, "browser.concurrency: Input should be greater than 0"),
        ({"browser": {"max_memory": 0}}, "browser.max_memory: must be larger than zero"),
        ({"browser": {"max_pages_per_browser": "many"}}, "browser.max_pages_per_browser:"),
        ({"browser": {"executable": ""}}, "browser.executable: must not be empty"),
        ({"browser": {"headless": False}}, "browser.headless: unknown key"),
    ],
)
def test_a_wrong_setting_is_one_line(
    tmp_path: Path, settings: dict[str, object], problem: str
) -> None:
    config = write_config(tmp_path, [], **settings)
    with pytest.raises(errors.ConfigError) as caught:
        load_settings(config)
    [line] = str(caught.value).splitlines()
    assert line.split(" ", 1)[1].startswith(problem)
    assert "pw" not in line.split(" ", 1)[1].replace("p.example", "")


def test_the_browser_section_defaults_and_sizes(tmp_path: Path) -> None:
    settings = load_settings(write_config(tmp_path, [], browser={"max_memory": "512MiB"}))
    browser = settings.browser
    assert (browser.executable, browser.concurrency, browser.wait) == ("auto", 2, "networkidle")
    assert (browser.max_pages_per_browser, int(browser.max_memory)) == (200, 512 * 1024**2)
    assert settings.proxy is None
