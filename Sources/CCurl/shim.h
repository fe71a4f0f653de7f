// libcurl for Swift. curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt are C variadic
// functions, which Swift cannot call; these fixed-type wrappers are compiled by clang from this
// header, so the project carries no C target of its own.
#ifndef REPOS_CCURL_SHIM_H
#define REPOS_CCURL_SHIM_H

#include <curl/curl.h>

typedef size_t (*repos_curl_data_callback)(char *data, size_t size, size_t count, void *context);

static inline CURLcode repos_curl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode repos_curl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode repos_curl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode repos_curl_easy_setopt_pointer(CURL *handle, CURLoption option, const void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode repos_curl_easy_setopt_callback(CURL *handle, CURLoption option, repos_curl_data_callback value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode repos_curl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLMcode repos_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}

static inline CURLcode repos_curl_message_result(const CURLMsg *message) {
    return message->data.result;
}

#endif
