"""The server-side request forgery guard: no request reaches a non-public address.

The check sits where aiohttp learns which address to connect to. A name is resolved once by
``PublicResolver``, every address it resolves to must be global, and aiohttp connects to
those checked addresses only: a name that resolves to a public address when asked and to
127.0.0.1 a moment later (DNS rebinding) gets no second lookup to exploit. aiohttp never asks
the resolver about an address written in the URL, so ``check_address`` judges those before
sending. Redirects are sent through the same transport, so they are checked too. TLS still
verifies, and sends SNI for, the name.
"""

import ipaddress
import socket

import aiohttp
from aiohttp.abc import ResolveResult

from monitor import errors

Address = ipaddress.IPv4Address | ipaddress.IPv6Address


def refused(address: Address) -> bool:
    """Loopback, private, link-local (cloud metadata: 169.254.169.254), multicast, reserved,
    unspecified: anything not globally routable, IPv4-mapped IPv6 judged as its IPv4."""
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return not address.is_global or address.is_multicast


def lookup_failure(error: socket.gaierror, message: str) -> errors.FetchError:
    """Temporary resolver trouble is worth a retry; a name that does not exist is not."""
    if error.errno == socket.EAI_AGAIN:
        return errors.DNSFailure(message)
    return errors.UnknownHost(message)


def _judge(host: str, address: str) -> None:
    checked = ipaddress.ip_address(address.split("%")[0])
    if refused(checked):
        raise errors.BlockedAddress(f"{host} resolves to non-public address {checked}")


class PublicResolver(aiohttp.ThreadedResolver):
    """The system resolver, refusing a name if any of its addresses is not public."""

    async def resolve(
        self, host: str, port: int = 0, family: socket.AddressFamily = socket.AF_INET
    ) -> list[ResolveResult]:
        resolved = await super().resolve(host, port, family)
        for result in resolved:
            _judge(host, result["host"])
        return resolved


def check_address(host: str) -> None:
    """Refuse ``host`` if it is written as an address that is not public (names are judged by
    ``PublicResolver``: aiohttp never asks the resolver about an address)."""
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return
    _judge(host, host)
