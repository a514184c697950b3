#!/usr/bin/env bash
# Makes the container image's base on a machine that reaches no container registry (.ci/run,
# docs/deploy.md): Debian bookworm from the distribution's packages (debootstrap), this machine's
# Node.js and npm, the `node` user (uid 1000) as in the official node image, and this machine's
# trusted certificates (its npm traffic may pass a proxy with its own authority). Tagged $1.
set -euo pipefail
tag=${1:?usage: container-base.sh <tag>}
rootfs=$(mktemp -d /tmp/pasar-base-XXXXXX)
trap 'rm -rf "$rootfs"' EXIT

debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >/dev/null
node_bin=$(command -v node)
npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
install -m 755 "$node_bin" "$rootfs/usr/local/bin/node"
mkdir -p "$rootfs/usr/local/lib/node_modules"
cp -a "$npm_dir" "$rootfs/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
chroot "$rootfs" sh -c 'groupadd -g 1000 node && useradd -m -u 1000 -g node -s /bin/bash node'
mkdir -p "$rootfs/etc/ssl/certs"
cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/"
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
tar -C "$rootfs" -c . | docker import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  - "$tag" >/dev/null
docker run --rm "$tag" node -e "process.stdout.write('base image ' + process.argv[1] + ': Node ' + process.version + '\n')" "$tag"
