// One formatter shared by four reading threads while a fifth keeps changing its format, time
// zone and locale (Foundation's formatters are thread-safe since iOS 7; YYModel shares its
// static ones between threads). Every read must see one consistent setting: a parse gives
// the one instant, a format one of the four strings the settings allow, -dateFormat one of
// the two formats. Run under TSan in CI (MINIOBJC_COMPILED_SANITIZE=thread).
#import <Foundation/Foundation.h>
#include <pthread.h>
#include <stdatomic.h>

enum { READERS = 4, ROUNDS = 1500 };
static NSDateFormatter *shared;
static atomic_int stop, bad, reads;

static void *reader(void *arg) {
    (void)arg;
    NSString *allowed[] = {@"2014-01-20T04:24:48+0000", @"2014-01-20T12:24:48+0800", @"2014-01-20T04:24:48Z",
                           @"2014-01-20T12:24:48+08:00"};
    NSDate *instant = [NSDate dateWithTimeIntervalSince1970:1390191888];
    for (int i = 0; i < ROUNDS; i++) {
        @autoreleasepool {
            NSDate *d = [shared dateFromString:@"2014-01-20T12:24:48+0800"];
            if (!d || d.timeIntervalSince1970 != 1390191888) atomic_fetch_add(&bad, 1);
            NSString *s = [shared stringFromDate:instant];
            int ok = 0;
            for (int k = 0; k < 4; k++) ok |= [s isEqualToString:allowed[k]];
            if (!ok) atomic_fetch_add(&bad, 1);
            NSString *format = shared.dateFormat;
            if (![format isEqualToString:@"yyyy-MM-dd'T'HH:mm:ssZ"] && ![format isEqualToString:@"yyyy-MM-dd'T'HH:mm:ssXXX"])
                atomic_fetch_add(&bad, 1);
            if (!shared.timeZone || !shared.locale) atomic_fetch_add(&bad, 1);
            atomic_fetch_add(&reads, 1);
        }
    }
    return NULL;
}

static void *writer(void *arg) {
    (void)arg;
    NSTimeZone *zones[] = {[NSTimeZone timeZoneForSecondsFromGMT:0], [NSTimeZone timeZoneForSecondsFromGMT:28800]};
    NSString *formats[] = {@"yyyy-MM-dd'T'HH:mm:ssZ", @"yyyy-MM-dd'T'HH:mm:ssXXX"};
    for (unsigned i = 0; !atomic_load(&stop); i++) {
        @autoreleasepool {
            shared.timeZone = zones[i & 1];
            shared.dateFormat = formats[(i >> 1) & 1];
            shared.locale = [NSLocale localeWithLocaleIdentifier:(i & 4) ? @"en_US_POSIX" : @"en_GB"];
        }
    }
    return NULL;
}

int main(void) {
    @autoreleasepool {
        shared = [[NSDateFormatter alloc] init];
        shared.timeZone = [NSTimeZone timeZoneForSecondsFromGMT:0];
        shared.dateFormat = @"yyyy-MM-dd'T'HH:mm:ssZ";
        pthread_t readers[READERS], w;
        pthread_create(&w, NULL, writer, NULL);
        for (int i = 0; i < READERS; i++) pthread_create(&readers[i], NULL, reader, NULL);
        for (int i = 0; i < READERS; i++) pthread_join(readers[i], NULL);
        atomic_store(&stop, 1);
        pthread_join(w, NULL);
        printf("reads %d, inconsistent %d\n", atomic_load(&reads), atomic_load(&bad));
        shared = nil;
    }
    return 0;
}
