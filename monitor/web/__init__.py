"""``monitor web``: a read-only dashboard over the daemon's database, in its own process.

``server`` runs it (aiohttp), ``routes`` answers each page and its JSON twin, ``views`` turns
the store's rows into what a template shows (pure), ``charts`` draws a price chart as SVG
(pure), ``feeds`` writes the Atom feeds (pure), ``security`` holds the headers, the
authentication and the rule on where it may listen; ``actions`` the replay and drop that
``--allow-actions`` offers; ``reader`` the store as the web sees it, read-only.
"""

__all__ = ["actions", "charts", "feeds", "reader", "routes", "security", "server", "views"]
