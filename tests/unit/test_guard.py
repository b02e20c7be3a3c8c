"""The SSRF guard's address rule, and its refusal where connections are made."""

import ipaddress
import socket

import pytest

from monitor import errors
from monitor.fetch.guard import PublicResolver, check_address, refused


@pytest.mark.parametrize(
    ("address", "blocked"),
    [
        ("127.0.0.1", True),
        ("10.1.2.3", True),
        ("172.16.0.1", True),
        ("192.168.1.1", True),
        ("169.254.169.254", True),  # cloud metadata
        ("100.64.0.1", True),  # carrier-grade NAT
        ("0.0.0.0", True),
        ("224.0.0.1", True),  # multicast
        ("255.255.255.255", True),
        ("::1", True),
        ("fe80::1", True),
        ("fc00::1", True),  # unique local
        ("ff02::1", True),  # multicast
        ("::ffff:127.0.0.1", True),  # IPv4-mapped loopback
        ("::ffff:169.254.169.254", True),
        ("::", True),
        ("8.8.8.8", False),
        ("93.184.215.14", False),
        ("2001:4860:4860::8888", False),
        ("::ffff:8.8.8.8", False),
    ],
)
def test_only_global_unicast_addresses_are_reachable(address: str, blocked: bool) -> None:
    assert refused(ipaddress.ip_address(address)) is blocked


@pytest.mark.parametrize("host", ["localhost", "127.0.0.1", "169.254.169.254", "::1"])
async def test_the_resolver_refuses_before_any_connection(host: str) -> None:
    with pytest.raises(errors.BlockedAddress, match="non-public address"):
        await PublicResolver().resolve(host, 80, socket.AF_UNSPEC)


@pytest.mark.parametrize("host", ["127.0.0.1", "169.254.169.254", "::1", "::ffff:10.0.0.1"])
def test_an_address_in_the_url_is_judged_without_the_resolver(host: str) -> None:
    with pytest.raises(errors.BlockedAddress, match="non-public address"):
        check_address(host)


@pytest.mark.parametrize("host", ["8.8.8.8", "2001:4860:4860::8888", "example.com"])
def test_a_public_address_or_a_name_passes_the_address_check(host: str) -> None:
    check_address(host)
