#ifndef REPOS_BUILD_INFO_H
#define REPOS_BUILD_INFO_H

/// The git commit `repos` was built from, as the build passed it (`-Xcc -DREPOS_COMMIT=<sha>`,
/// which scripts/install and scripts/package do); empty for a build that did not say.
const char *repos_build_commit(void);

#endif
