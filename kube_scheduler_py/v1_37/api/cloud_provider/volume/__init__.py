"""Port of k8s.io/cloud-provider/volume: volume label conventions."""

# The separator of the zones in a multi-zone volume's zone label.
LabelMultiZoneDelimiter = "__"
