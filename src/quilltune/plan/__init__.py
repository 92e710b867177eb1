"""quilltune.plan"""
