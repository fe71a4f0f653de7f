# Sourced by the benchmark scripts: builds `repos` as it ships with scripts/build-release (the
# binary scripts/run runs and scripts/install installs: release, the Swift runtime and Foundation
# linked in, .build/install) and the fixture server, and sets `repos` (the binary) and `bin` (the
# fixture server's folder).
repos="$(scripts/build-release 2>/dev/null)/repos"
swift build -c release --product fixture-server >/dev/null
bin="$(swift build -c release --show-bin-path)"
