// cmark-gfm for Swift: GitHub's own Markdown parser and its extensions (tables, strikethrough,
// autolinks, the tag filter, task lists), from Debian's libcmark-gfm-dev and
// libcmark-gfm-extensions-dev or Homebrew's cmark-gfm. Linked by name, headers from the default
// search path, as libjq is.
#ifndef REPOS_CMARK_GFM_SHIM_H
#define REPOS_CMARK_GFM_SHIM_H

#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>

#endif
