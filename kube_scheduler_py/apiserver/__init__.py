"""An in-memory API server, client and informers: the stand-in for kube-apiserver and client-go."""
