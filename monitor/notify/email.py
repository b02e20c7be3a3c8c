"""The email channel: one message per alert, plain text with an HTML alternative, over SMTP.

The Message-ID is derived from the alert's key, so a message re-sent after a crash is the
same message to the receiving side (threading and de-duplication see one).
"""

import asyncio
import hashlib
import html
import smtplib
import ssl
from email.message import EmailMessage
from typing import Any

from monitor import errors
from monitor.config.channels import EmailChannel
from monitor.notify.content import changelog, text_lines
from monitor.states import AlertEvent


def message_id(key: str) -> str:
    return f"<{hashlib.sha256(key.encode()).hexdigest()[:40]}@pricing-monitor>"


def message(channel: EmailChannel, key: str, content: dict[str, Any]) -> EmailMessage:
    mail = EmailMessage()
    mail["Subject"] = f"[pricing-monitor] {content['summary']}"
    mail["From"] = channel.sender
    mail["To"] = ", ".join(channel.to)
    mail["Message-ID"] = message_id(key)
    mail["X-Monitor-Key"] = key
    mail.set_content("\n".join(text_lines(content)))
    mail.add_alternative(_html(content), subtype="html")
    return mail


def _html(content: dict[str, Any]) -> str:
    if content["event"] == AlertEvent.DIGEST:  # as text: a table per target reads no better
        return f"<pre>{html.escape(chr(10).join(text_lines(content)))}</pre>"
    url = html.escape(content["target"]["url"])
    prices = "".join(f"<li>{html.escape(line)}</li>" for line in changelog(content))
    diff = html.escape("\n".join(content["text_diff"]))
    return (
        f"<p><b>{html.escape(content['summary'])}</b></p>"
        + (f'<p><a href="{url}">{url}</a></p>' if url else "")
        + (f"<ul>{prices}</ul>" if prices else "")
        + (f"<pre>{diff}</pre>" if diff else "")
        + f"<p><small>slot {html.escape(content['scheduled_for'])}"
        f" · key {html.escape(content['key'])}</small></p>"
    )


async def send(
    channel: EmailChannel, key: str, content: dict[str, Any], socket_timeout: float
) -> int:
    """Send the alert; 250 when the server took it, else the failure as a ``WorkFailed``."""
    mail = message(channel, key, content)
    try:
        await asyncio.to_thread(_deliver, channel, mail, socket_timeout)
    except smtplib.SMTPResponseException as error:
        raise errors.MailRefused(error.smtp_code, str(error)) from None
    except smtplib.SMTPRecipientsRefused as error:  # every recipient: 4xx from any may pass later
        code = min(code for code, _ in error.recipients.values())
        raise errors.MailRefused(code, f"every recipient refused: {error.recipients}") from None
    except smtplib.SMTPNotSupportedError as error:
        raise errors.ChannelUnsupported(str(error)) from None
    except ssl.SSLCertVerificationError as error:
        raise errors.TLSCertificateError(str(error)) from None
    except (smtplib.SMTPException, OSError) as error:
        raise errors.ConnectionFailed(f"{type(error).__name__}: {error}") from None
    return 250


def _deliver(channel: EmailChannel, mail: EmailMessage, timeout: float) -> None:
    context = ssl.create_default_context()
    smtp_class = smtplib.SMTP_SSL if channel.tls == "ssl" else smtplib.SMTP
    kwargs: dict[str, Any] = {"context": context} if channel.tls == "ssl" else {}
    with smtp_class(channel.host, channel.port, timeout=timeout, **kwargs) as smtp:
        if channel.tls == "starttls":
            smtp.starttls(context=context)
        if channel.username and channel.password is not None:
            smtp.login(channel.username, channel.password.get_secret_value())
        smtp.send_message(mail)
