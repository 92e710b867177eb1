"""quilltune.report"""
