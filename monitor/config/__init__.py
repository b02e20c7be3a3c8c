"""The configuration: ``monitor.yaml`` and ``targets.yaml`` read into validated, frozen
objects, every mistake a ``Problem`` naming file, line and field.

``model`` (the settings and the targets, loaded and checked), ``fields`` (the value types
they share), ``yamlfile`` (YAML with the line of every key), ``channels`` (where alerts go),
``alert_rules`` (``alert_when:``, ``confirm:``), ``request`` (how a page is requested:
render, proxy, cookies), ``web_auth`` (``web:``), ``reconfigure`` (what a SIGHUP may change
live) and ``targets_edit`` (appending a target to the file as a person would).
"""

__all__ = [
    "alert_rules",
    "channels",
    "fields",
    "model",
    "reconfigure",
    "request",
    "targets_edit",
    "web_auth",
    "yamlfile",
]
