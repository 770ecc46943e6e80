//
//  NoPrefixTests.h
//  Example
//
//  Created by Kevin Renskers on 18-12-12.
//  Copyright (c) 2012 Gangverk. All rights reserved.
//

#import <XCTest/XCTest.h>

@interface NoPrefixTests : XCTestCase

@end
