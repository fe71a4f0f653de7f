// libjq for Swift: Debian's libjq-dev (jq 1.6) or Homebrew's jq. jq 1.6 ships no pkg-config
// file, so the module map links it by name and the headers come from the default search path.
#ifndef REPOS_CJQ_SHIM_H
#define REPOS_CJQ_SHIM_H

#include <jq.h>
#include <jv.h>

#endif
