"""The probe cards the engine knows, as frozen data: the card vocabulary (carddefs), the probe groups by rules
area, and the catalogue that gathers them (catalogue.CARDS). Pure data: imports nothing of the engine but
carddefs."""
