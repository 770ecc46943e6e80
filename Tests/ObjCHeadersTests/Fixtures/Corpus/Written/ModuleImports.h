// Written for MiniObjC's corpus: the ways headers reach the SDK — `@import` of modules and
// submodules, framework and C library includes, include guards and `#pragma once`,
// `__has_include`, `__has_feature` and target-conditional branches.
#pragma once
#ifndef MODULE_IMPORTS_H
#define MODULE_IMPORTS_H

@import Foundation;
@import CoreGraphics;
@import ObjectiveC;
#include <stdint.h>
#include <stdbool.h>
#import <TargetConditionals.h>
#import <Availability.h>
#import <dispatch/dispatch.h>
#import <os/lock.h>
#import <pthread.h>
#import <libkern/OSAtomic.h>
#import <CommonCrypto/CommonDigest.h>

#if __has_include(<UIKit/UIKit.h>) && TARGET_OS_IPHONE
#import <UIKit/UIKit.h>
#define HAS_UIKIT 1
#else
#define HAS_UIKIT 0
#endif

#if __has_include(<NotAFramework/NotAFramework.h>)
#import <NotAFramework/NotAFramework.h>
#error "no such framework"
#endif

#if !__has_feature(objc_arc)
#error "this header needs ARC"
#endif

#if defined(__IPHONE_OS_VERSION_MIN_REQUIRED) && __IPHONE_OS_VERSION_MIN_REQUIRED >= __IPHONE_13_0
typedef int32_t PlatformWord;
#elif defined(__MAC_OS_X_VERSION_MIN_REQUIRED) && __MAC_OS_X_VERSION_MIN_REQUIRED >= MAC_OS_X_VERSION_10_15
typedef int64_t PlatformWord;
#else
typedef int16_t PlatformWord;
#endif

@interface ImportedTypes : NSObject
@property (nonatomic, assign) PlatformWord word;
@property (nonatomic, assign) bool cBool;
@property (nonatomic, assign) int_fast16_t fast;
@property (nonatomic, assign) uintptr_t address;
@property (nonatomic, assign) os_unfair_lock lock;
@property (nonatomic, assign) pthread_mutex_t mutex;
@property (nonatomic, assign) OSSpinLock spinLock;
@property (nonatomic, assign) dispatch_once_t onceToken;
@property (nonatomic, assign) dispatch_time_t deadline;
@property (nonatomic, assign) Method swizzled;
#if HAS_UIKIT
@property (nonatomic, strong) UIView *view;
#endif
- (void)hash:(const void *)data length:(CC_LONG)length into:(unsigned char[CC_SHA256_DIGEST_LENGTH])digest;
@end

#endif
