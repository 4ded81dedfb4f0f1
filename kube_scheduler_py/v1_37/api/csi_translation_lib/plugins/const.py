"""Constants shared by the in-tree volume translators."""

# The separator of the zones in a multi-zone volume's zone label (mirrors k8s.io/cloud-provider).
labelMultiZoneDelimiter = "__"
