"""pkg/controller/volume/persistentvolume: the PV controller (only its test reactor is ported)."""
