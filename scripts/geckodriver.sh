# Sourced by setup-test-tools.sh (which builds it) and browser-tests.sh (which runs it): the
# geckodriver version and where it lives, outside the checkout so a fresh clone reuses it.
GECKODRIVER_VERSION=0.37.1
GECKODRIVER_ROOT="${XDG_CACHE_HOME:-$HOME/.cache}/aml-compute-advisor/geckodriver-$GECKODRIVER_VERSION"
GECKODRIVER_BIN="$GECKODRIVER_ROOT/bin/geckodriver"
