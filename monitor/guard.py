"""The server-side request forgery guard: no request reaches a non-public address.

The check sits in the network backend, where the connection is made: the name is resolved
once, every address it resolves to must be global, and the connection goes to an address
that was checked. A name that resolves to a public address when asked and to 127.0.0.1 a
moment later (DNS rebinding) gets no second lookup to exploit. Redirects connect through the
same backend, so they are checked too. TLS still verifies, and sends SNI for, the name.
"""

import asyncio
import ipaddress
import socket
import ssl
from collections.abc import Iterable
from typing import Any

import httpcore
import httpx

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


class PublicOnly(httpcore.AsyncNetworkBackend):
    def __init__(self) -> None:
        self._backend = httpcore.AnyIOBackend()

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,  # noqa: ASYNC109 - httpcore's interface
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        try:
            infos = await asyncio.get_running_loop().getaddrinfo(
                host, port, type=socket.SOCK_STREAM
            )
        except socket.gaierror as error:
            raise lookup_failure(error, f"cannot resolve {host}: {error.strerror}") from None
        addresses = [ipaddress.ip_address(str(info[4][0]).split("%")[0]) for info in infos]
        for address in addresses:
            if refused(address):
                raise errors.BlockedAddress(f"{host} resolves to non-public address {address}")
        return await self._backend.connect_tcp(
            str(addresses[0]), port, timeout, local_address, socket_options
        )

    async def connect_unix_socket(self, *args: Any, **kwargs: Any) -> httpcore.AsyncNetworkStream:
        raise errors.BlockedAddress("no Unix sockets")

    async def sleep(self, seconds: float) -> None:
        await self._backend.sleep(seconds)


class GuardedTransport(httpx.AsyncHTTPTransport):
    """httpx's transport, its pool built on ``PublicOnly``."""

    def __init__(self, ssl_context: ssl.SSLContext, limits: httpx.Limits) -> None:
        super().__init__(verify=ssl_context, limits=limits)
        self._pool = httpcore.AsyncConnectionPool(
            ssl_context=ssl_context,
            max_connections=limits.max_connections,
            max_keepalive_connections=limits.max_keepalive_connections,
            keepalive_expiry=limits.keepalive_expiry,
            network_backend=PublicOnly(),
        )
