"""The email channel through a real SMTP server (aiosmtpd) on 127.0.0.1."""

import email
from collections.abc import Iterator
from email.message import Message
from typing import Any

import pytest
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import SMTP, Envelope, Session

from monitor import errors
from monitor.channels import EmailChannel
from monitor.notify import email as mail_channel
from monitor.retry import is_transient
from tests.helpers import alert


class Inbox:
    def __init__(self) -> None:
        self.messages: list[Message] = []
        self.refuse: int | None = None

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
        {"type": "email", "host": "127.0.0.1", "port": port, "tls": "none",
         "from": "monitor@example.com", "to": ["ops@example.com", "cto@example.com"]}
    )  # fmt: skip


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


@pytest.mark.parametrize(("code", "transient"), [(451, True), (550, False)])
async def test_a_refusal_is_classified_by_its_smtp_code(
    inbox: tuple[Inbox, int], code: int, transient: bool
) -> None:
    handler, port = inbox
    handler.refuse = code
    with pytest.raises(errors.MailRefused) as raised:
        await mail_channel.send(channel(port), "k", content(), 5)
    assert raised.value.code == f"smtp_{code}"
    assert is_transient(raised.value) is transient


async def test_no_server_is_a_connection_failure(unused_tcp_port: int) -> None:
    with pytest.raises(errors.ConnectionFailed):
        await mail_channel.send(channel(unused_tcp_port), "k", content(), 5)
