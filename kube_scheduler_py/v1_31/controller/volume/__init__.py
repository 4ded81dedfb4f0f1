"""pkg/controller/volume: volume controllers (only test helpers are ported)."""
