"""Alerts: what a delivery says, and the channels that carry it."""
