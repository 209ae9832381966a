# Sourced by setup-tools.sh (trunk, the wasm-bindgen CLI) and setup-test-tools.sh (geckodriver):
# how the project's tools are compiled, in one place.
#
# tool_install OPT-LEVEL CRATE [cargo install args…]: cargo install into one build directory
# (target/tools-build, so crates the tools share are compiled once), without default features
# (no TLS: nothing the tools do here downloads) and without whole-program optimisation (lto, one
# codegen unit: minutes of a two-core machine), at the optimisation level the tool's own speed
# is worth (the callers say why).
tool_install() {
  local opt=$1
  shift
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_OPT_LEVEL=$opt \
    cargo install --target-dir "$PWD/target/tools-build" --no-default-features "$@"
}
