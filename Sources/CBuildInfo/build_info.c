#include "build_info.h"

// The commit arrives as a bare token (hex digits) and is made a string here, so the build line
// needs no shell quoting.
#define REPOS_STRING(token) #token
#define REPOS_EXPANDED_STRING(token) REPOS_STRING(token)

const char *repos_build_commit(void) {
#ifdef REPOS_COMMIT
    return REPOS_EXPANDED_STRING(REPOS_COMMIT);
#else
    return "";
#endif
}
