"""client-go's listers: the read side of the informer caches the scheduler reads."""
