// Command etcd runs a single-member etcd for the local test cluster, built from the etcd
// server module that k8s.io/kubernetes v1.31.1 depends on (its embed package). It listens on
// 127.0.0.1 only, keeps its data in --data-dir and stops cleanly on SIGINT or SIGTERM.
package main

import (
	"flag"
	"fmt"
	"log"
	"net/url"
	"os"
	"os/signal"
	"syscall"
	"time"

	"go.etcd.io/etcd/server/v3/embed"
)

func main() {
	dataDir := flag.String("data-dir", "", "where etcd keeps its data (required)")
	clientPort := flag.Int("client-port", 2379, "client port on 127.0.0.1")
	peerPort := flag.Int("peer-port", 2380, "peer port on 127.0.0.1")
	flag.Parse()
	if *dataDir == "" {
		fmt.Fprintln(os.Stderr, "etcd: --data-dir is required")
		os.Exit(2)
	}

	cfg := embed.NewConfig()
	cfg.Name = "kube-scheduler-py"
	cfg.Dir = *dataDir
	cfg.LogLevel = "error"
	// A throwaway cluster for lessons and tests: durability is not worth an fsync per write.
	cfg.UnsafeNoFsync = true
	client := url.URL{Scheme: "http", Host: fmt.Sprintf("127.0.0.1:%d", *clientPort)}
	peer := url.URL{Scheme: "http", Host: fmt.Sprintf("127.0.0.1:%d", *peerPort)}
	cfg.ListenClientUrls, cfg.AdvertiseClientUrls = []url.URL{client}, []url.URL{client}
	cfg.ListenPeerUrls, cfg.AdvertisePeerUrls = []url.URL{peer}, []url.URL{peer}
	cfg.InitialCluster = cfg.InitialClusterFromName(cfg.Name)

	server, err := embed.StartEtcd(cfg)
	if err != nil {
		log.Fatalf("etcd: %v", err)
	}
	defer server.Close()
	select {
	case <-server.Server.ReadyNotify():
		fmt.Printf("etcd ready on %s\n", client.String())
	case <-time.After(60 * time.Second):
		server.Server.Stop()
		log.Fatal("etcd: not ready after 60 s")
	}

	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGINT, syscall.SIGTERM)
	select {
	case err := <-server.Err():
		log.Fatalf("etcd: %v", err)
	case <-stop:
	}
}
