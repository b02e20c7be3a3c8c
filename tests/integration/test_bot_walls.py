"""Bot walls on the plain path, against a real server: each wall of the table is the failure
``blocked`` whatever its status, each page of the table comes through as it is."""

import gzip

import pytest

from monitor import errors
from monitor.fetch.fetcher import Fetcher
from tests.botwalls import PAGES, WALLS, Case
from tests.pageserver import Page, PageServer


@pytest.mark.parametrize("case", WALLS, ids=lambda case: case[0])
async def test_a_wall_is_blocked_with_its_status(
    fetcher: Fetcher, pages: PageServer, case: Case
) -> None:
    _, status, headers, body = case
    pages.pages["/p"] = Page(body=body.encode(), status=status, headers=headers)
    with pytest.raises(errors.Blocked) as blocked:
        await fetcher.fetch(pages.url("/p"), {})
    assert (blocked.value.code, blocked.value.status_code) == ("blocked", status)


@pytest.mark.parametrize("case", PAGES, ids=lambda case: case[0])
async def test_a_page_is_its_status(fetcher: Fetcher, pages: PageServer, case: Case) -> None:
    _, status, headers, body = case
    pages.pages["/p"] = Page(body=body.encode(), status=status, headers=headers)
    if status == 200:
        assert (await fetcher.fetch(pages.url("/p"), {})).body == body.encode()
        return
    with pytest.raises(errors.HTTPStatusError) as refused:
        await fetcher.fetch(pages.url("/p"), {})
    assert refused.value.status_code == status


async def test_a_compressed_wall_is_read_and_its_retry_after_kept(
    fetcher: Fetcher, pages: PageServer
) -> None:
    body = gzip.compress(b"<title>Request blocked</title><h1>Request blocked</h1>")
    headers = {"Content-Encoding": "gzip", "Retry-After": "120"}
    pages.pages["/p"] = Page(body=body, status=429, headers=headers)
    with pytest.raises(errors.Blocked) as blocked:
        await fetcher.fetch(pages.url("/p"), {})
    assert (blocked.value.status_code, blocked.value.retry_after) == (429, "120")


async def test_an_error_body_larger_than_any_wall_is_its_status(
    fetcher: Fetcher, pages: PageServer
) -> None:
    body = b"<title>Access Denied</title>" + b"x" * 300_000
    pages.pages["/p"] = Page(body=body, status=403)
    with pytest.raises(errors.HTTPStatusError):
        await fetcher.fetch(pages.url("/p"), {})
