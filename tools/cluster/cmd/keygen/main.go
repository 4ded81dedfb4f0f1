// Command keygen writes the key pair kube-apiserver signs and checks service account tokens
// with: KEY (PKCS#1 RSA private key, PEM) and KEY.pub (PKIX public key, PEM).
package main

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"fmt"
	"os"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: keygen KEY")
		os.Exit(2)
	}
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		fail(err)
	}
	public, err := x509.MarshalPKIXPublicKey(&key.PublicKey)
	if err != nil {
		fail(err)
	}
	write(os.Args[1], "RSA PRIVATE KEY", x509.MarshalPKCS1PrivateKey(key))
	write(os.Args[1]+".pub", "PUBLIC KEY", public)
}

func write(path, kind string, der []byte) {
	if err := os.WriteFile(path, pem.EncodeToMemory(&pem.Block{Type: kind, Bytes: der}), 0o600); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintf(os.Stderr, "keygen: %v\n", err)
	os.Exit(1)
}
