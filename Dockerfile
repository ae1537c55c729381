# Trellis's tests in a container: Debian 12 with Swift 6.1, then the
# README's commands (scripts/ci-recipe --check keeps the RUN lines equal to
# the workflow's run steps).
#   docker build -t trellis-tests .
FROM swift:6.1-bookworm
WORKDIR /trellis
COPY . .
RUN scripts/setup
RUN scripts/test
