#!/usr/bin/env bash
# Makes a throwaway CA and a certificate for localhost (and 127.0.0.1) signed by it, in DIR:
# ca.pem, server.pem, server.key, and certs/<hash>.0 (the CA, for SSL_CERT_DIR). Used by the
# tests' TLSProxy and by Benchmarks/tls.py; nothing touches the system's trust store.
# Usage: make-test-ca.sh DIR
set -euo pipefail
cd "$1"
mkdir -p certs
openssl req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.pem -days 2 -subj '/CN=repos test CA' 2>/dev/null
openssl req -newkey rsa:2048 -nodes -keyout server.key -out server.csr -subj '/CN=localhost' 2>/dev/null
printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\n' >ext.cnf
openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out server.pem -days 2 -extfile ext.cnf 2>/dev/null
cp ca.pem "certs/$(openssl x509 -hash -noout -in ca.pem).0"
