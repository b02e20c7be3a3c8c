"""Alert channels and routing in the configuration: what is accepted, what is refused (one
line naming the place), and that secrets stay out of everything printed."""

from pathlib import Path

import pytest

from monitor.config.model import load_settings
from monitor.errors import ConfigError
from monitor.notify.deliver import Sender
from tests.helpers import load_targets

WEBHOOK = """channels:
  ops:
    type: webhook
    url: https://hooks.example.com/pricing
    secret: ${MONITOR_TEST_SECRET}
    headers: {X-Team: pricing}
  mail:
    type: email
    host: smtp.example.com
    username: monitor
    password: ${MONITOR_TEST_PASSWORD}
    from: monitor@example.com
    to: ops@example.com
"""


def settings_file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "monitor.yaml"
    path.write_text(text)
    return path


def problem(tmp_path: Path, text: str) -> str:
    with pytest.raises(ConfigError) as caught:
        load_settings(settings_file(tmp_path, text))
    [line] = str(caught.value).splitlines()
    return line.removeprefix(str(tmp_path / "monitor.yaml"))


def test_channels_with_secrets_from_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MONITOR_TEST_SECRET", "s3cret-hmac")
    monkeypatch.setenv("MONITOR_TEST_PASSWORD", "hunter2")
    settings = load_settings(settings_file(tmp_path, WEBHOOK))
    ops, mail = settings.channels["ops"], settings.channels["mail"]
    assert ops.type == "webhook"
    assert ops.secret is not None
    assert ops.secret.get_secret_value() == "s3cret-hmac"
    assert mail.type == "email"
    assert (mail.host, mail.port, mail.tls, mail.sender, mail.to) == (
        "smtp.example.com",
        587,
        "starttls",
        "monitor@example.com",
        ("ops@example.com",),
    )
    shown = repr(settings) + str(settings) + settings.model_dump_json()
    assert "s3cret-hmac" not in shown
    assert "hunter2" not in shown
    assert "hooks.example.com" not in repr(settings)  # a webhook URL may carry a token


def test_a_variable_that_is_not_set_is_named_not_shown(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MONITOR_TEST_SECRET", raising=False)
    monkeypatch.setenv("MONITOR_TEST_PASSWORD", "hunter2")
    assert problem(tmp_path, WEBHOOK) == (
        ":5 channels.ops.secret: environment variable MONITOR_TEST_SECRET is not set"
    )


EVERY_VALUE_A_VARIABLE = """channels:
  hook:
    type: webhook
    url: ${MONITOR_TEST_URL}
    secret: ${MONITOR_TEST_SECRET}
    headers: {Authorization: "Bearer ${MONITOR_TEST_TOKEN}"}
  mail:
    type: email
    host: ${MONITOR_TEST_HOST}
    port: ${MONITOR_TEST_PORT}
    tls: ${MONITOR_TEST_TLS}
    password: ${MONITOR_TEST_PASSWORD}
    from: ${MONITOR_TEST_FROM}
    to: [ops@example.com, "${MONITOR_TEST_TO}"]
  chat:
    type: apprise
    urls: ${MONITOR_TEST_APPRISE}
"""


def test_a_command_that_sends_nothing_reads_no_variable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Unset, each would be an error; set, its value would be read. Unread, every value that
    names one stays as written (a number, its default), whatever only its value could tell."""
    monkeypatch.setenv("MONITOR_TEST_SECRET", "s3cret-hmac")
    settings = load_settings(settings_file(tmp_path, EVERY_VALUE_A_VARIABLE), resolve_secrets=False)
    hook, mail, chat = (settings.channels[name] for name in ("hook", "mail", "chat"))
    assert hook.type == "webhook"
    assert hook.url == "${MONITOR_TEST_URL}"
    assert hook.secret is not None
    assert hook.secret.get_secret_value() == "${MONITOR_TEST_SECRET}"
    assert mail.type == "email"
    assert (mail.host, mail.sender) == ("${MONITOR_TEST_HOST}", "${MONITOR_TEST_FROM}")
    assert (mail.port, mail.tls) == (587, "starttls")  # not text: the defaults stand in
    assert mail.to == ("ops@example.com", "${MONITOR_TEST_TO}")
    assert chat.type == "apprise"
    assert chat.urls == ("${MONITOR_TEST_APPRISE}",)
    assert settings.unread_variables == {
        "MONITOR_TEST_URL",
        "MONITOR_TEST_SECRET",
        "MONITOR_TEST_TOKEN",
        "MONITOR_TEST_HOST",
        "MONITOR_TEST_PORT",
        "MONITOR_TEST_TLS",
        "MONITOR_TEST_PASSWORD",
        "MONITOR_TEST_FROM",
        "MONITOR_TEST_TO",
        "MONITOR_TEST_APPRISE",
    }
    assert "s3cret-hmac" not in repr(settings) + settings.model_dump_json()


def test_a_sender_refuses_settings_whose_variables_are_unread(tmp_path: Path) -> None:
    settings = load_settings(settings_file(tmp_path, EVERY_VALUE_A_VARIABLE), resolve_secrets=False)
    with pytest.raises(RuntimeError, match="without their secrets"):
        Sender(settings)


def test_read_for_sending_an_unset_variable_is_still_the_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MONITOR_TEST_SECRET", raising=False)
    monkeypatch.setenv("MONITOR_TEST_PASSWORD", "hunter2")
    assert load_settings(settings_file(tmp_path, WEBHOOK), resolve_secrets=False).channels
    assert problem(tmp_path, WEBHOOK) == (
        ":5 channels.ops.secret: environment variable MONITOR_TEST_SECRET is not set"
    )


@pytest.mark.parametrize(
    ("channel", "expected"),
    [
        ("type: pager\n    url: ${X}", ":3 channels.x.type: must be webhook, email or apprise"),
        ("type: webhook\n    secret: ${X}", ":2 channels.x.url: required"),
        ("type: webhook\n    url: ${X}\n    sekret: ${Y}", ":5 channels.x.sekret: unknown key"),
        ("type: email\n    host: ${X}\n    from: nobody\n    to: ${Y}", ":5 channels.x.from:"),
        ("type: email\n    host: ${X}\n    port: [1]\n    from: ${Y}\n    to: ${Z}", ":5 "),
    ],
)
def test_unread_the_shape_of_a_channel_is_still_checked(
    tmp_path: Path, channel: str, expected: str
) -> None:
    """What the file says outright is judged as always; a value naming a variable in a form
    no variable can fill (not a string) is wrong whatever the variable holds."""
    path = settings_file(tmp_path, f"channels:\n  x:\n    {channel}\n")
    with pytest.raises(ConfigError) as caught:
        load_settings(path, resolve_secrets=False)
    [line] = str(caught.value).splitlines()
    assert line.removeprefix(str(path)).startswith(expected)


@pytest.mark.parametrize(
    ("channel", "expected"),
    [
        ("type: pager", ":3 channels.x.type: must be webhook, email or apprise"),
        ("url: https://a.example/", ":2 channels.x: required: the channel's type"),
        ("type: webhook\n    url: ftp://a.example/", ":4 channels.x.url: must be an http"),
        ("type: webhook", ":2 channels.x.url: required"),
        (
            "type: webhook\n    url: https://a.example/\n    sekret: x",
            ":5 channels.x.sekret: unknown key; did you mean secret?",
        ),
        (
            "type: email\n    host: h\n    from: nobody\n    to: a@b.example",
            ":5 channels.x.from: not an email address",
        ),
        (
            "type: email\n    host: h\n    from: a@b.example\n    to: []",
            ":6 channels.x.to: Value should have at least 1 item",
        ),
        (
            "type: email\n    host: h\n    port: 70000\n    from: a@b.example\n    to: c@d.example",
            ":5 channels.x.port: Input should be less than 65536",
        ),
        ("type: apprise\n    urls: not-a-url", ":4 channels.x.urls[0]: not an Apprise URL"),
        (
            "type: webhook\n    url: https://a.example/\n    headers: {idempotency-KEY: x}",
            ":5 channels.x.headers: idempotency-KEY is set by the monitor itself",
        ),
        (
            "type: email\n    host: h\n    from: a@b.example\n    to: c@d.example\n"
            "    username: u\n    password: pässwörd-TOPSECRET",
            ":8 channels.x.password: must be ASCII: SMTP sends credentials as ASCII",
        ),
    ],
)
def test_a_broken_channel_is_one_line_naming_its_place(
    tmp_path: Path, channel: str, expected: str
) -> None:
    text = f"channels:\n  x:\n    {channel}\n"
    assert problem(tmp_path, text).startswith(expected)


def test_an_apprise_channel_takes_one_url_or_several(tmp_path: Path) -> None:
    text = "channels:\n  chat:\n    type: apprise\n    urls: [json://127.0.0.1:9/a, ntfy://t]\n"
    chat = load_settings(settings_file(tmp_path, text)).channels["chat"]
    assert chat.type == "apprise"
    assert len(chat.urls) == 2


def targets_file(tmp_path: Path, extra: str) -> Path:
    path = tmp_path / "targets.yaml"
    path.write_text(
        "targets:\n  - id: acme\n    url: https://example.com/\n    interval: 1h\n" + extra
    )
    return path


@pytest.mark.parametrize(
    ("extra", "notify", "notify_on"),
    [
        ("", ("mail", "ops"), ("changed",)),  # naming none: every channel
        ("    notify: []\n", (), ("changed",)),
        ("    notify: ops\n", ("ops",), ("changed",)),
        (
            "    notify_on: [changed, quarantined, recovered]\n",
            ("mail", "ops"),
            ("changed", "quarantined", "recovered"),
        ),
    ],
)
def test_routing(
    tmp_path: Path, extra: str, notify: tuple[str, ...] | None, notify_on: tuple[str, ...]
) -> None:
    [target] = load_targets(targets_file(tmp_path, extra), {"ops", "mail"})
    assert (target.notify, target.notify_on) == (notify, notify_on)


def test_a_target_notifying_an_unknown_channel_is_refused(tmp_path: Path) -> None:
    path = targets_file(tmp_path, "    notify: [ops, slack]\n")
    with pytest.raises(ConfigError) as caught:
        load_targets(path, {"ops", "mail"})
    assert str(caught.value) == (
        f"{path}:5 targets[0].notify[1]: no channel 'slack' in the settings (channels: mail, ops)"
    )


def test_an_unknown_event_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r":5 targets\[0\]\.notify_on\[0\]: Input should be"):
        load_targets(targets_file(tmp_path, "    notify_on: [changd]\n"), set())
