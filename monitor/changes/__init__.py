"""What a recorded result means to the operator. Pure functions of what the store returns.

``price_rows`` (each result's price records as rows, and the rows that changed), ``rules``
(whether a result raises its target's alert, judged in the commit's transaction) and
``set_aside`` (what is shown of learned volatile content).
"""

__all__ = ["price_rows", "rules", "set_aside"]
