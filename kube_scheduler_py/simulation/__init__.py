"""Running the scheduler on a virtual clock: the simulation driver behind `simulate`."""
