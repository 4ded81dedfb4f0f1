// An assembly file lets package main declare functions without a Go body: virtualtime.go
// links two of them to the scheduling queue's own flush functions with go:linkname.
