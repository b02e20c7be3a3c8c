"""The email channel through a real SMTP server (aiosmtpd) on 127.0.0.1."""

import email
from collections.abc import Iterator
from email.message import Message
from typing import Any

import pytest
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import SMTP, AuthResult, Envelope, Session
from pydantic import SecretStr

from monitor import errors
from monitor.config.channels import EmailChannel
from monitor.config.model import Settings
from monitor.notify import email as mail_channel
from monitor.notify.deliver import Sender
from monitor.pipeline.retry import is_transient
from tests.helpers import alert


class Inbox:
    def __init__(self) -> None:
        self.messages: list[Message] = []
        self.refuse: int | None = None
        self.refuse_recipients: int | None = None

    async def handle_RCPT(
        self, server: SMTP, session: Session, envelope: Envelope, address: str, options: list[str]
    ) -> str:
        if self.refuse_recipients is not None:
            return f"{self.refuse_recipients} 5.1.1 no such user"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server: SMTP, session: Session, envelope: Envelope) -> str:
        if self.refuse is not None:
            return f"{self.refuse} refused for the test"
        content = envelope.content
        assert isinstance(content, bytes)
        self.messages.append(email.message_from_bytes(content))
        return "250 OK"


@pytest.fixture
def inbox(unused_tcp_port: int) -> Iterator[tuple[Inbox, int]]:
    handler = Inbox()
    controller = Controller(handler, hostname="127.0.0.1", port=unused_tcp_port)
    controller.start()
    yield handler, unused_tcp_port
    controller.stop()


def channel(port: int) -> EmailChannel:
    return EmailChannel.model_validate(
        {
            "type": "email",
            "host": "127.0.0.1",
            "port": port,
            "tls": "none",
            "from": "monitor@example.com",
            "to": ["ops@example.com", "cto@example.com"],
        }
    )


def content() -> dict[str, Any]:
    return alert("mail:acme:2026-08-05T08:00:00.000Z", text_lines=("-<b>$19</b>", "+$24"))


async def test_an_alert_is_one_message_with_a_stable_message_id(
    inbox: tuple[Inbox, int],
) -> None:
    handler, port = inbox
    key = "mail:acme:2026-08-05T08:00:00.000Z"
    for _ in range(2):  # a re-send after a crash: the same message, by its id
        assert await mail_channel.send(channel(port), key, content(), 5) == 250
    first, second = handler.messages
    assert first["Message-ID"] == second["Message-ID"] == mail_channel.message_id(key)
    assert first["To"] == "ops@example.com, cto@example.com"
    parts = {part.get_content_type(): part.get_payload(decode=True) for part in first.walk()}
    assert "Team: $19.00/mo → $24.00/mo".encode() in parts["text/plain"]
    assert b"&lt;b&gt;$19&lt;/b&gt;" in parts["text/html"]  # page text is escaped in HTML


async def refused_with(port: int, code: int, transient: bool) -> None:
    """Refused at RCPT or at DATA alike: MailRefused naming the SMTP code, transient or not."""
    with pytest.raises(errors.MailRefused) as raised:
        await mail_channel.send(channel(port), "k", content(), 5)
    assert raised.value.code == f"smtp_{code}"
    assert is_transient(raised.value) is transient


@pytest.mark.parametrize(("code", "transient"), [(451, True), (550, False)])
async def test_a_refusal_is_classified_by_its_smtp_code(
    inbox: tuple[Inbox, int], code: int, transient: bool
) -> None:
    handler, port = inbox
    handler.refuse = code
    await refused_with(port, code, transient)


async def test_no_server_is_a_connection_failure(unused_tcp_port: int) -> None:
    with pytest.raises(errors.ConnectionFailed):
        await mail_channel.send(channel(unused_tcp_port), "k", content(), 5)


@pytest.mark.parametrize(("code", "transient"), [(450, True), (550, False)])
async def test_every_recipient_refused_is_classified_by_their_code(
    inbox: tuple[Inbox, int], code: int, transient: bool
) -> None:
    handler, port = inbox
    handler.refuse_recipients = code
    await refused_with(port, code, transient)


@pytest.mark.parametrize(
    ("settings", "refused"),
    [
        ({"tls": "starttls"}, "STARTTLS"),
        ({"username": "monitor", "password": SecretStr("pw")}, "AUTH"),
    ],
)
async def test_a_server_without_what_the_channel_needs_is_a_permanent_failure(
    inbox: tuple[Inbox, int], settings: dict[str, object], refused: str
) -> None:
    _, port = inbox
    configured = channel(port).model_copy(update=settings)
    with pytest.raises(errors.ChannelUnsupported, match=refused) as raised:
        await mail_channel.send(configured, "k", content(), 5)
    assert not is_transient(raised.value)


async def test_a_send_that_crashes_is_permanent_and_keeps_only_the_exception_type(
    unused_tcp_port: int, settings: Settings
) -> None:
    controller = Controller(
        Inbox(),
        hostname="127.0.0.1",
        port=unused_tcp_port,
        auth_require_tls=False,
        authenticator=lambda *_: AuthResult(success=True),
    )
    controller.start()
    # What validation refuses, built past it: smtplib cannot encode this password.
    unsendable = channel(unused_tcp_port).model_copy(
        update={"username": "monitor", "password": SecretStr("pässwörd-TOPSECRET")}
    )
    sender = Sender(settings)
    try:
        with pytest.raises(errors.SendCrashed) as raised:
            await sender.send(unsendable, content())
    finally:
        await sender.aclose()
        controller.stop()
    assert str(raised.value) == "UnicodeEncodeError"
    assert not is_transient(raised.value)
