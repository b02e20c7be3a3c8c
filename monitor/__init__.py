"""A self-hosted pricing-page monitor that records every scheduled check exactly once in effect."""

__version__ = "0.1.0"
