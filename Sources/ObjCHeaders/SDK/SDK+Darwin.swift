// The C library part of the stand-in SDK (module Darwin): what `<stdint.h>`, `<sys/types.h>`,
// `<pthread.h>`, `<netinet/in.h>`, `<TargetConditionals.h>`, `<Availability.h>`… give
// Objective-C headers. Types follow the LP64 Darwin ABI. Availability annotations expand to
// nothing: they change no encoding, and clang then sees exactly what MiniObjC sees.
extension SDK {
    static let darwinBase = #"""
/* TargetConditionals.h: clang predefines TARGET_OS_*; these follow from them. */
#ifndef TARGET_IPHONE_SIMULATOR
#define TARGET_IPHONE_SIMULATOR TARGET_OS_SIMULATOR
#endif
#define TARGET_RT_64_BIT 1
#define TARGET_RT_LITTLE_ENDIAN 1
#define TARGET_RT_BIG_ENDIAN 0
#define TARGET_RT_MAC_MACHO 1
#if defined(__x86_64__)
#define TARGET_CPU_X86_64 1
#define TARGET_CPU_ARM64 0
#else
#define TARGET_CPU_X86_64 0
#define TARGET_CPU_ARM64 1
#endif

/* Availability.h and AvailabilityMacros.h: version numbers and the deployment target. */
#define __MAC_10_0 1000
#define __MAC_10_4 1040
#define __MAC_10_5 1050
#define __MAC_10_6 1060
#define __MAC_10_7 1070
#define __MAC_10_8 1080
#define __MAC_10_9 1090
#define __MAC_10_10 101000
#define __MAC_10_11 101100
#define __MAC_10_12 101200
#define __MAC_10_13 101300
#define __MAC_10_14 101400
#define __MAC_10_15 101500
#define __MAC_11_0 110000
#define __MAC_12_0 120000
#define __MAC_13_0 130000
#define __MAC_14_0 140000
#define __MAC_15_0 150000
#define __IPHONE_2_0 20000
#define __IPHONE_3_0 30000
#define __IPHONE_4_0 40000
#define __IPHONE_5_0 50000
#define __IPHONE_6_0 60000
#define __IPHONE_7_0 70000
#define __IPHONE_8_0 80000
#define __IPHONE_9_0 90000
#define __IPHONE_10_0 100000
#define __IPHONE_11_0 110000
#define __IPHONE_12_0 120000
#define __IPHONE_13_0 130000
#define __IPHONE_14_0 140000
#define __IPHONE_15_0 150000
#define __IPHONE_16_0 160000
#define __IPHONE_17_0 170000
#define __IPHONE_18_0 180000
#define __TVOS_9_0 90000
#define __TVOS_10_0 100000
#define __TVOS_13_0 130000
#define __WATCHOS_2_0 20000
#define __WATCHOS_6_0 60000
#define MAC_OS_X_VERSION_10_0 1000
#define MAC_OS_X_VERSION_10_5 1050
#define MAC_OS_X_VERSION_10_6 1060
#define MAC_OS_X_VERSION_10_7 1070
#define MAC_OS_X_VERSION_10_8 1080
#define MAC_OS_X_VERSION_10_9 1090
#define MAC_OS_X_VERSION_10_10 101000
#define MAC_OS_X_VERSION_10_11 101100
#define MAC_OS_X_VERSION_10_12 101200
#define MAC_OS_X_VERSION_10_13 101300
#define MAC_OS_X_VERSION_10_14 101400
#define MAC_OS_X_VERSION_10_15 101500
#define MAC_OS_VERSION_11_0 110000
#define MAC_OS_VERSION_12_0 120000
#ifdef __ENVIRONMENT_MAC_OS_X_VERSION_MIN_REQUIRED__
#define __MAC_OS_X_VERSION_MIN_REQUIRED __ENVIRONMENT_MAC_OS_X_VERSION_MIN_REQUIRED__
#define __MAC_OS_X_VERSION_MAX_ALLOWED __MAC_15_0
#define MAC_OS_X_VERSION_MIN_REQUIRED __MAC_OS_X_VERSION_MIN_REQUIRED
#define MAC_OS_X_VERSION_MAX_ALLOWED __MAC_OS_X_VERSION_MAX_ALLOWED
#endif
#ifdef __ENVIRONMENT_IPHONE_OS_VERSION_MIN_REQUIRED__
#define __IPHONE_OS_VERSION_MIN_REQUIRED __ENVIRONMENT_IPHONE_OS_VERSION_MIN_REQUIRED__
#define __IPHONE_OS_VERSION_MAX_ALLOWED __IPHONE_18_0
#endif

#define API_AVAILABLE(...)
#define API_UNAVAILABLE(...)
#define API_DEPRECATED(...)
#define API_DEPRECATED_WITH_REPLACEMENT(...)
#define API_AVAILABLE_BEGIN(...)
#define API_AVAILABLE_END
#define API_UNAVAILABLE_BEGIN(...)
#define API_UNAVAILABLE_END
#define __API_AVAILABLE(...)
#define __API_UNAVAILABLE(...)
#define __API_DEPRECATED(...)
#define __API_DEPRECATED_WITH_REPLACEMENT(...)
#define __OSX_AVAILABLE(v)
#define __IOS_AVAILABLE(v)
#define __TVOS_AVAILABLE(v)
#define __WATCHOS_AVAILABLE(v)
#define __OSX_UNAVAILABLE
#define __IOS_UNAVAILABLE
#define __TVOS_UNAVAILABLE
#define __WATCHOS_UNAVAILABLE
#define __IOS_PROHIBITED
#define __TVOS_PROHIBITED
#define __WATCHOS_PROHIBITED
#define __OSX_DEPRECATED(a, b)
#define __IOS_DEPRECATED(a, b)
#define __OSX_AVAILABLE_STARTING(mac, ios)
#define __OSX_AVAILABLE_BUT_DEPRECATED(a, b, c, d)
#define __OSX_AVAILABLE_BUT_DEPRECATED_MSG(a, b, c, d, m)
#define __SWIFT_UNAVAILABLE
#define __SWIFT_UNAVAILABLE_MSG(m)
#define AVAILABLE_MAC_OS_X_VERSION_10_7_AND_LATER
#define AVAILABLE_MAC_OS_X_VERSION_10_8_AND_LATER
#define AVAILABLE_MAC_OS_X_VERSION_10_9_AND_LATER
#define DEPRECATED_ATTRIBUTE __attribute__((deprecated))
#define DEPRECATED_MSG_ATTRIBUTE(s) __attribute__((deprecated(s)))
#define UNAVAILABLE_ATTRIBUTE __attribute__((unavailable))

/* sys/cdefs.h */
#define __BEGIN_DECLS
#define __END_DECLS
#define __dead2 __attribute__((__noreturn__))
#define __pure2 __attribute__((__const__))
#define __printflike(f, a) __attribute__((__format__(__printf__, f, a)))
#define __deprecated __attribute__((__deprecated__))
#define __deprecated_msg(m) __attribute__((__deprecated__(m)))
#define __deprecated_enum_msg(m) __deprecated_msg(m)
#define __unused __attribute__((__unused__))
#define __used __attribute__((__used__))
#define __unavailable __attribute__((__unavailable__))
#define __header_always_inline static __inline__ __attribute__((__always_inline__))
#define __DARWIN_NULL ((void *)0)

/* stdint.h, stddef.h, stdbool.h, stdarg.h, inttypes.h */
typedef signed char int8_t;
typedef short int16_t;
typedef int int32_t;
typedef long long int64_t;
typedef unsigned char uint8_t;
typedef unsigned short uint16_t;
typedef unsigned int uint32_t;
typedef unsigned long long uint64_t;
typedef int8_t int_least8_t;
typedef int16_t int_least16_t;
typedef int32_t int_least32_t;
typedef int64_t int_least64_t;
typedef uint8_t uint_least8_t;
typedef uint16_t uint_least16_t;
typedef uint32_t uint_least32_t;
typedef uint64_t uint_least64_t;
typedef int8_t int_fast8_t;
typedef int16_t int_fast16_t;
typedef int32_t int_fast32_t;
typedef int64_t int_fast64_t;
typedef uint8_t uint_fast8_t;
typedef uint16_t uint_fast16_t;
typedef uint32_t uint_fast32_t;
typedef uint64_t uint_fast64_t;
typedef long intptr_t;
typedef unsigned long uintptr_t;
typedef long intmax_t;
typedef unsigned long uintmax_t;
typedef signed char __int8_t;
typedef unsigned char __uint8_t;
typedef short __int16_t;
typedef unsigned short __uint16_t;
typedef int __int32_t;
typedef unsigned int __uint32_t;
typedef long long __int64_t;
typedef unsigned long long __uint64_t;
typedef unsigned long __darwin_size_t;
typedef long __darwin_ssize_t;
typedef unsigned long size_t;
typedef long ssize_t;
typedef long ptrdiff_t;
typedef int wchar_t;
typedef long double max_align_t;
#define NULL ((void *)0)
#define offsetof(type, member) __builtin_offsetof(type, member)
#define bool _Bool
#define true 1
#define false 0
#define __bool_true_false_are_defined 1
typedef __builtin_va_list va_list;
typedef __builtin_va_list __gnuc_va_list;
#define va_start(ap, param) __builtin_va_start(ap, param)
#define va_end(ap) __builtin_va_end(ap)
#define va_arg(ap, type) __builtin_va_arg(ap, type)
#define va_copy(dest, src) __builtin_va_copy(dest, src)
#define INT8_MAX 127
#define INT16_MAX 32767
#define INT32_MAX 2147483647
#define INT64_MAX 9223372036854775807LL
#define INT8_MIN (-128)
#define INT16_MIN (-32768)
#define INT32_MIN (-INT32_MAX - 1)
#define INT64_MIN (-INT64_MAX - 1)
#define UINT8_MAX 255
#define UINT16_MAX 65535
#define UINT32_MAX 4294967295U
#define UINT64_MAX 18446744073709551615ULL
#define INTPTR_MAX 9223372036854775807L
#define INTPTR_MIN (-INTPTR_MAX - 1)
#define UINTPTR_MAX 18446744073709551615UL
#define INTMAX_MAX INT64_MAX
#define UINTMAX_MAX UINT64_MAX
#define SIZE_MAX UINTPTR_MAX
#define PTRDIFF_MAX INTPTR_MAX
#define INT8_C(v) (v)
#define INT16_C(v) (v)
#define INT32_C(v) (v)
#define INT64_C(v) (v ## LL)
#define UINT8_C(v) (v)
#define UINT16_C(v) (v)
#define UINT32_C(v) (v ## U)
#define UINT64_C(v) (v ## ULL)
#define PRId32 "d"
#define PRIu32 "u"
#define PRId64 "lld"
#define PRIu64 "llu"
#define PRIx64 "llx"

/* limits.h, float.h */
#define CHAR_BIT 8
#define SCHAR_MAX 127
#define SCHAR_MIN (-128)
#define UCHAR_MAX 255
#define CHAR_MAX 127
#define CHAR_MIN (-128)
#define SHRT_MAX 32767
#define SHRT_MIN (-32768)
#define USHRT_MAX 65535
#define INT_MAX 2147483647
#define INT_MIN (-2147483647 - 1)
#define UINT_MAX 0xffffffffU
#define LONG_MAX 0x7fffffffffffffffL
#define LONG_MIN (-0x7fffffffffffffffL - 1)
#define ULONG_MAX 0xffffffffffffffffUL
#define LLONG_MAX 0x7fffffffffffffffLL
#define LLONG_MIN (-0x7fffffffffffffffLL - 1)
#define ULLONG_MAX 0xffffffffffffffffULL
#define LONG_BIT 64
#define WORD_BIT 32
#define PATH_MAX 1024
#define FLT_MAX 3.40282347e+38F
#define FLT_MIN 1.17549435e-38F
#define FLT_EPSILON 1.19209290e-7F
#define DBL_MAX 1.7976931348623157e+308
#define DBL_MIN 2.2250738585072014e-308
#define DBL_EPSILON 2.2204460492503131e-16
"""#
}

extension SDK {
    static let darwinLibrary = #"""
/* sys/types.h, time.h, mach */
typedef unsigned char u_char;
typedef unsigned short u_short;
typedef unsigned int u_int;
typedef unsigned long u_long;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef uint8_t u_int8_t;
typedef uint16_t u_int16_t;
typedef uint32_t u_int32_t;
typedef uint64_t u_int64_t;
typedef long long off_t;
typedef char *caddr_t;
typedef int32_t daddr_t;
typedef int32_t segsz_t;
typedef int32_t swblk_t;
typedef int pid_t;
typedef unsigned int uid_t;
typedef unsigned int gid_t;
typedef unsigned short mode_t;
typedef int dev_t;
typedef unsigned long long ino_t;
typedef long time_t;
typedef int suseconds_t;
typedef unsigned int useconds_t;
typedef unsigned long clock_t;
typedef unsigned int socklen_t;
typedef unsigned char sa_family_t;
typedef unsigned short in_port_t;
typedef unsigned int in_addr_t;
typedef int sig_atomic_t;
typedef unsigned char __darwin_uuid_t[16];
typedef __darwin_uuid_t uuid_t;
typedef char __darwin_uuid_string_t[37];
typedef __darwin_uuid_string_t uuid_string_t;
typedef long __darwin_time_t;
typedef int __darwin_suseconds_t;
typedef unsigned int natural_t;
typedef int integer_t;
typedef natural_t mach_port_t;
typedef int kern_return_t;
typedef int boolean_t;
typedef uintptr_t vm_size_t;
typedef uintptr_t vm_address_t;
typedef int cpu_type_t;
typedef int cpu_subtype_t;
struct mach_timebase_info { uint32_t numer; uint32_t denom; };
typedef struct mach_timebase_info *mach_timebase_info_t;
typedef struct mach_timebase_info mach_timebase_info_data_t;
extern uint64_t mach_absolute_time(void);
extern kern_return_t mach_timebase_info(mach_timebase_info_t info);
extern mach_port_t mach_task_self_;
#define mach_task_self() mach_task_self_
#define KERN_SUCCESS 0
struct timeval { __darwin_time_t tv_sec; __darwin_suseconds_t tv_usec; };
struct timespec { __darwin_time_t tv_sec; long tv_nsec; };
struct tm {
    int tm_sec; int tm_min; int tm_hour; int tm_mday; int tm_mon; int tm_year; int tm_wday; int tm_yday;
    int tm_isdst; long tm_gmtoff; char *tm_zone;
};
extern time_t time(time_t *t);
extern int gettimeofday(struct timeval *tp, void *tzp);

/* pthread.h, os/lock.h, libkern/OSAtomic.h, Block.h */
struct _opaque_pthread_t;
typedef struct _opaque_pthread_t *pthread_t;
struct _opaque_pthread_attr_t { long __sig; char __opaque[56]; };
struct _opaque_pthread_mutex_t { long __sig; char __opaque[56]; };
struct _opaque_pthread_mutexattr_t { long __sig; char __opaque[8]; };
struct _opaque_pthread_cond_t { long __sig; char __opaque[40]; };
struct _opaque_pthread_rwlock_t { long __sig; char __opaque[192]; };
struct _opaque_pthread_once_t { long __sig; char __opaque[8]; };
typedef struct _opaque_pthread_attr_t pthread_attr_t;
typedef struct _opaque_pthread_mutex_t pthread_mutex_t;
typedef struct _opaque_pthread_mutexattr_t pthread_mutexattr_t;
typedef struct _opaque_pthread_cond_t pthread_cond_t;
typedef struct _opaque_pthread_rwlock_t pthread_rwlock_t;
typedef struct _opaque_pthread_once_t pthread_once_t;
typedef unsigned long pthread_key_t;
#define PTHREAD_MUTEX_INITIALIZER {0x32AAABA7, {0}}
#define PTHREAD_MUTEX_RECURSIVE 2
extern int pthread_mutex_init(pthread_mutex_t *mutex, const pthread_mutexattr_t *attr);
extern int pthread_mutex_lock(pthread_mutex_t *mutex);
extern int pthread_mutex_unlock(pthread_mutex_t *mutex);
extern int pthread_mutex_destroy(pthread_mutex_t *mutex);
extern pthread_t pthread_self(void);
extern int pthread_main_np(void);
typedef struct os_unfair_lock_s { uint32_t _os_unfair_lock_opaque; } os_unfair_lock, *os_unfair_lock_t;
#define OS_UNFAIR_LOCK_INIT ((os_unfair_lock){0})
extern void os_unfair_lock_lock(os_unfair_lock_t lock);
extern void os_unfair_lock_unlock(os_unfair_lock_t lock);
extern _Bool os_unfair_lock_trylock(os_unfair_lock_t lock);
typedef int32_t OSSpinLock;
#define OS_SPINLOCK_INIT 0
extern void OSSpinLockLock(volatile OSSpinLock *lock);
extern void OSSpinLockUnlock(volatile OSSpinLock *lock);
extern int32_t OSAtomicIncrement32(volatile int32_t *value);
extern int32_t OSAtomicDecrement32(volatile int32_t *value);
extern int64_t OSAtomicAdd64(int64_t amount, volatile int64_t *value);
extern void OSMemoryBarrier(void);
extern void *_Block_copy(const void *block);
extern void _Block_release(const void *block);
#define Block_copy(...) ((__typeof(__VA_ARGS__))_Block_copy((const void *)(__VA_ARGS__)))
#define Block_release(...) _Block_release((const void *)(__VA_ARGS__))

/* sys/socket.h, netinet/in.h, arpa/inet.h, netdb.h, ifaddrs.h */
#define AF_UNSPEC 0
#define AF_UNIX 1
#define AF_INET 2
#define AF_INET6 30
#define SOCK_STREAM 1
#define SOCK_DGRAM 2
#define IPPROTO_TCP 6
#define IPPROTO_UDP 17
#define INET_ADDRSTRLEN 16
#define INET6_ADDRSTRLEN 46
#define INADDR_ANY ((in_addr_t)0x00000000)
struct sockaddr { __uint8_t sa_len; sa_family_t sa_family; char sa_data[14]; };
struct sockaddr_storage {
    __uint8_t ss_len; sa_family_t ss_family; char __ss_pad1[6]; __int64_t __ss_align; char __ss_pad2[112];
};
struct in_addr { in_addr_t s_addr; };
struct sockaddr_in { __uint8_t sin_len; sa_family_t sin_family; in_port_t sin_port; struct in_addr sin_addr; char sin_zero[8]; };
struct in6_addr {
    union { __uint8_t __u6_addr8[16]; __uint16_t __u6_addr16[8]; __uint32_t __u6_addr32[4]; } __u6_addr;
};
struct sockaddr_in6 {
    __uint8_t sin6_len; sa_family_t sin6_family; in_port_t sin6_port; __uint32_t sin6_flowinfo;
    struct in6_addr sin6_addr; __uint32_t sin6_scope_id;
};
struct hostent { char *h_name; char **h_aliases; int h_addrtype; int h_length; char **h_addr_list; };
struct addrinfo {
    int ai_flags; int ai_family; int ai_socktype; int ai_protocol; socklen_t ai_addrlen; char *ai_canonname;
    struct sockaddr *ai_addr; struct addrinfo *ai_next;
};
struct ifaddrs {
    struct ifaddrs *ifa_next; char *ifa_name; unsigned int ifa_flags; struct sockaddr *ifa_addr;
    struct sockaddr *ifa_netmask; struct sockaddr *ifa_dstaddr; void *ifa_data;
};
extern int socket(int domain, int type, int protocol);
extern const char *inet_ntop(int af, const void *src, char *dst, socklen_t size);
extern int inet_pton(int af, const char *src, void *dst);
extern in_addr_t inet_addr(const char *cp);
extern uint16_t htons(uint16_t v);
extern uint16_t ntohs(uint16_t v);
extern uint32_t htonl(uint32_t v);
extern uint32_t ntohl(uint32_t v);
extern int getaddrinfo(const char *node, const char *service, const struct addrinfo *hints, struct addrinfo **res);
extern void freeaddrinfo(struct addrinfo *ai);
extern int getifaddrs(struct ifaddrs **ifap);
extern void freeifaddrs(struct ifaddrs *ifp);

/* string.h, stdlib.h, stdio.h, math.h, ctype.h, unistd.h, fcntl.h, dlfcn.h, errno.h, assert.h */
typedef struct __sFILE FILE;
extern FILE *__stdinp;
extern FILE *__stdoutp;
extern FILE *__stderrp;
#define stdin __stdinp
#define stdout __stdoutp
#define stderr __stderrp
#define EOF (-1)
extern void *memcpy(void *dst, const void *src, size_t n);
extern void *memmove(void *dst, const void *src, size_t n);
extern void *memset(void *b, int c, size_t len);
extern int memcmp(const void *s1, const void *s2, size_t n);
extern size_t strlen(const char *s);
extern int strcmp(const char *s1, const char *s2);
extern int strncmp(const char *s1, const char *s2, size_t n);
extern char *strcpy(char *dst, const char *src);
extern char *strncpy(char *dst, const char *src, size_t n);
extern char *strdup(const char *s);
extern char *strchr(const char *s, int c);
extern char *strrchr(const char *s, int c);
extern char *strstr(const char *haystack, const char *needle);
extern int strcasecmp(const char *s1, const char *s2);
extern void *malloc(size_t size);
extern void *calloc(size_t count, size_t size);
extern void *realloc(void *ptr, size_t size);
extern void free(void *ptr);
extern int abs(int v);
extern long labs(long v);
extern int atoi(const char *s);
extern double atof(const char *s);
extern long strtol(const char *s, char **end, int base);
extern unsigned long long strtoull(const char *s, char **end, int base);
extern void exit(int status) __dead2;
extern void abort(void) __dead2;
extern uint32_t arc4random(void);
extern uint32_t arc4random_uniform(uint32_t upper);
extern int printf(const char *format, ...) __printflike(1, 2);
extern int fprintf(FILE *stream, const char *format, ...) __printflike(2, 3);
extern int snprintf(char *str, size_t size, const char *format, ...) __printflike(3, 4);
extern int vsnprintf(char *str, size_t size, const char *format, va_list ap) __printflike(3, 0);
extern FILE *fopen(const char *path, const char *mode);
extern int fclose(FILE *stream);
extern size_t fread(void *ptr, size_t size, size_t n, FILE *stream);
extern size_t fwrite(const void *ptr, size_t size, size_t n, FILE *stream);
#define M_E 2.71828182845904523536028747135266250
#define M_PI 3.14159265358979323846264338327950288
#define M_PI_2 1.57079632679489661923132169163975144
#define M_PI_4 0.785398163397448309615660845819875721
#define M_SQRT2 1.41421356237309504880168872420969808
#define NAN __builtin_nanf("0x7fc00000")
#define INFINITY __builtin_inff()
#define HUGE_VAL __builtin_huge_val()
extern double sqrt(double x);
extern double fabs(double x);
extern float fabsf(float x);
extern double floor(double x);
extern double ceil(double x);
extern double round(double x);
extern double pow(double x, double y);
extern double sin(double x);
extern double cos(double x);
extern double tan(double x);
extern double atan2(double y, double x);
extern double log(double x);
extern double exp(double x);
extern double fmod(double x, double y);
extern double fmax(double x, double y);
extern double fmin(double x, double y);
extern int isdigit(int c);
extern int isalpha(int c);
extern int isspace(int c);
extern int tolower(int c);
extern int toupper(int c);
extern unsigned int sleep(unsigned int seconds);
extern int usleep(useconds_t microseconds);
extern pid_t getpid(void);
extern int access(const char *path, int mode);
extern int close(int fd);
extern ssize_t read(int fd, void *buf, size_t n);
extern ssize_t write(int fd, const void *buf, size_t n);
extern int open(const char *path, int flags, ...);
#define O_RDONLY 0x0000
#define O_WRONLY 0x0001
#define O_RDWR 0x0002
#define O_CREAT 0x0200
#define RTLD_LAZY 0x1
#define RTLD_NOW 0x2
#define RTLD_DEFAULT ((void *)-2)
typedef struct dl_info { const char *dli_fname; void *dli_fbase; const char *dli_sname; void *dli_saddr; } Dl_info;
extern void *dlopen(const char *path, int mode);
extern void *dlsym(void *handle, const char *symbol);
extern int dladdr(const void *addr, Dl_info *info);
extern int *__error(void);
#define errno (*__error())
#define ENOENT 2
#define EINTR 4
#define EIO 5
#define ENOMEM 12
#define EACCES 13
#define EEXIST 17
#define EINVAL 22
#define EAGAIN 35
#define assert(e) ((void)0)

/* CommonCrypto/CommonDigest.h, CommonHMAC.h */
typedef uint32_t CC_LONG;
#define CC_MD5_DIGEST_LENGTH 16
#define CC_SHA1_DIGEST_LENGTH 20
#define CC_SHA256_DIGEST_LENGTH 32
#define CC_SHA512_DIGEST_LENGTH 64
typedef struct CC_MD5state_st { CC_LONG A, B, C, D; CC_LONG Nl, Nh; CC_LONG data[16]; int num; } CC_MD5_CTX;
typedef struct CC_SHA256state_st { CC_LONG count[2]; CC_LONG hash[8]; CC_LONG wbuf[16]; } CC_SHA256_CTX;
extern unsigned char *CC_MD5(const void *data, CC_LONG len, unsigned char *md);
extern unsigned char *CC_SHA1(const void *data, CC_LONG len, unsigned char *md);
extern unsigned char *CC_SHA256(const void *data, CC_LONG len, unsigned char *md);
enum { kCCHmacAlgSHA1, kCCHmacAlgMD5, kCCHmacAlgSHA256, kCCHmacAlgSHA384, kCCHmacAlgSHA512, kCCHmacAlgSHA224 };
typedef uint32_t CCHmacAlgorithm;
extern void CCHmac(CCHmacAlgorithm algorithm, const void *key, size_t keyLength, const void *data, size_t dataLength, void *macOut);

/* sqlite3.h: the handles are opaque structures. */
typedef struct sqlite3 sqlite3;
typedef struct sqlite3_stmt sqlite3_stmt;
typedef struct sqlite3_context sqlite3_context;
typedef struct sqlite3_value sqlite3_value;
typedef long long int sqlite_int64;
typedef unsigned long long int sqlite_uint64;
typedef sqlite_int64 sqlite3_int64;
typedef sqlite_uint64 sqlite3_uint64;
#define SQLITE_OK 0
#define SQLITE_ERROR 1
#define SQLITE_BUSY 5
#define SQLITE_LOCKED 6
#define SQLITE_ROW 100
#define SQLITE_DONE 101
#define SQLITE_OPEN_READONLY 0x00000001
#define SQLITE_OPEN_READWRITE 0x00000002
#define SQLITE_OPEN_CREATE 0x00000004
#define SQLITE_INTEGER 1
#define SQLITE_FLOAT 2
#define SQLITE_TEXT 3
#define SQLITE_BLOB 4
#define SQLITE_NULL 5
typedef int (*sqlite3_callback)(void *, int, char **, char **);
extern int sqlite3_open(const char *filename, sqlite3 **db);
extern int sqlite3_open_v2(const char *filename, sqlite3 **db, int flags, const char *vfs);
extern int sqlite3_close(sqlite3 *db);
extern int sqlite3_exec(sqlite3 *db, const char *sql, sqlite3_callback callback, void *context, char **errmsg);
extern int sqlite3_prepare_v2(sqlite3 *db, const char *sql, int bytes, sqlite3_stmt **stmt, const char **tail);
extern int sqlite3_step(sqlite3_stmt *stmt);
extern int sqlite3_finalize(sqlite3_stmt *stmt);
extern const char *sqlite3_errmsg(sqlite3 *db);
extern sqlite3_int64 sqlite3_last_insert_rowid(sqlite3 *db);
"""#
}
