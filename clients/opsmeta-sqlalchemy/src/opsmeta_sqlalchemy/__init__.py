"""SQLAlchemy dialect (``opsmeta://``) and Superset engine spec for opsmeta serve."""

__version__ = "0.1.0"
