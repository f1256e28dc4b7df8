"""The ops report's sections: one module per domain (declared in opsmeta.domains), the
cross-domain timeline and data quality; opsmeta/outputs/report.py writes them into one HTML file."""
