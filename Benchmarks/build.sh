# Sourced by the benchmark scripts: builds `repos` as it ships (release, the Swift runtime and
# Foundation linked in, in its own build folder so the dynamically linked fixture server does not
# rebuild it) and the fixture server, and sets `repos` (the binary) and `bin` (the fixture
# server's folder).
swift build -c release --product repos --static-swift-stdlib --build-path .build/static >/dev/null
swift build -c release --product fixture-server >/dev/null
repos="$(swift build -c release --static-swift-stdlib --build-path .build/static --show-bin-path)/repos"
bin="$(swift build -c release --show-bin-path)"
